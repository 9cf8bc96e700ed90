/** A template design that passes the server's design check. */
export const validDesign = JSON.stringify({
  elements: [
    {
      id: 'header-1',
      type: 'header',
      content: 'Hello',
      settings: { fontSize: '24px', color: '#333333', alignment: 'center' },
    },
    { id: 'text-2', type: 'text', content: 'Welcome', settings: {} },
  ],
  style: {
    backgroundColor: '#f5f5f5',
    fontFamily: 'Arial, sans-serif',
    fontSize: '16px',
    contentWidth: '600px',
    textColor: '#333333',
  },
});
