import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { vars } from '../../theme/contract.css';
import { ListLoadMore } from './ListLoadMore';

const PAGE = 12;

/** A grid of cards that loads another page of them whenever its end scrolls into view. */
function PagedGrid({ pages }: { pages: number }) {
  const [count, setCount] = useState(PAGE);
  const [isLoading, setLoading] = useState(false);
  const hasMore = count < pages * PAGE;
  return (
    // A scrolling region with no control inside takes the focus itself, so the keyboard scrolls it.
    <div
      style={{ height: 240, overflow: 'auto' }}
      data-testid="scroller"
      role="region"
      aria-label="Cards region"
      tabIndex={0}
    >
      <ul
        aria-label="Cards"
        style={{
          display: 'grid',
          gridTemplateColumns: 'repeat(3, 1fr)',
          gap: vars.space.sm,
          margin: 0,
          padding: 0,
          listStyle: 'none',
        }}
      >
        {Array.from({ length: count }, (_, i) => (
          <li
            key={i}
            style={{ padding: vars.space.md, border: `1px solid ${vars.color.border}` }}
          >{`Card ${i + 1}`}</li>
        ))}
      </ul>
      {hasMore && (
        <ListLoadMore
          isLoading={isLoading}
          onLoadMore={() => {
            setLoading(true);
            setTimeout(() => {
              setCount((n) => n + PAGE);
              setLoading(false);
            }, 50);
          }}
        />
      )}
    </div>
  );
}

const meta = {
  title: 'Components/ListLoadMore',
  component: ListLoadMore,
  args: { onLoadMore: () => undefined },
  render: () => <PagedGrid pages={3} />,
} satisfies Meta<typeof ListLoadMore>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Scrolling to the end loads the next page, until the last. */
export const LoadsAsItScrolls: Story = {
  tags: ['!visual'],
  play: async ({ canvas }) => {
    const scroller = canvas.getByTestId('scroller');
    await expect(canvas.getAllByRole('listitem')).toHaveLength(12);
    for (const expected of [24, 36]) {
      scroller.scrollTop = scroller.scrollHeight;
      await waitFor(() => expect(canvas.getAllByRole('listitem')).toHaveLength(expected));
    }
    await expect(canvas.queryByRole('progressbar')).toBeNull();
  },
};

/** While a page loads: a spinner under the cards. */
export const Loading: Story = {
  render: () => (
    <div style={{ maxWidth: 320 }}>
      <ListLoadMore isLoading onLoadMore={() => undefined} />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Loading more' })).toBeVisible();
  },
};
