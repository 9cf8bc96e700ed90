import { defaultDesign } from '../core/defaults';
import type { Design } from '../core/schema';

/**
 * A header, a two-column element (a text and a button on the left, a text on the right) and a
 * closing text: for stories of blocks in columns on the canvas.
 */
export const columnsDesign: Design = {
  ...defaultDesign,
  elements: [
    {
      id: 'header-1',
      type: 'header',
      content: 'Spring news',
      settings: { fontSize: '24px', alignment: 'center', padding: '10px' },
    },
    {
      id: 'columns-1',
      type: 'columns',
      content: '',
      settings: { layout: '50/50', padding: '0' },
      columns: [
        {
          elements: [
            {
              id: 'left-text',
              type: 'text',
              content: 'New plants in store',
              settings: { padding: '10px' },
            },
            {
              id: 'left-button',
              type: 'button',
              content: 'Shop now',
              settings: { backgroundColor: '#2563EB', color: '#ffffff', padding: '12px 24px' },
            },
          ],
        },
        {
          elements: [
            {
              id: 'right-text',
              type: 'text',
              content: 'Workshops every Saturday',
              settings: { padding: '10px' },
            },
          ],
        },
      ],
    },
    {
      id: 'text-1',
      type: 'text',
      content: 'See you soon',
      settings: { padding: '10px' },
    },
  ],
};
