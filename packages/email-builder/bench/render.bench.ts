/**
 * Render throughput of `renderDesign` against MJML rendering the equivalent MJML document, for a
 * 10-block and a 100-block design, measured in the same run (absolute times drift on shared
 * machines, the ratio much less). Target: at least 200 times MJML's speed.
 *
 *   node --import tsx --conditions=@crm/source packages/email-builder/bench/render.bench.ts
 *
 * Throughput is counted per CPU second of this process. BENCH_RENDER_MS (default 1500) is the time
 * given to each renderer per design, split over three interleaved rounds whose median is kept. BENCH_STRICT=1 exits 1 when a ratio misses the target.
 */
import mjml2html from 'mjml';
import {
  createElement,
  defaultDesign,
  escapeHtml,
  renderDesign,
  safeHref,
  safeImageSrc,
  type Design,
  type DesignElement,
  type ElementType,
  type RichSpan,
  type RichText,
} from '@crm/email-builder';

const TARGET = 200;
const BUDGET_MS = Number(process.env.BENCH_RENDER_MS ?? 1500);
const ROUNDS = 3;

const CYCLE: ElementType[] = [
  'header',
  'text',
  'image',
  'text',
  'button',
  'divider',
  'text',
  'columns',
  'text',
  'button',
];

/** Rich text as the builder stores it: marks, a link and a list. */
const richOf = (i: number): RichText => [
  {
    type: 'paragraph',
    spans: [
      { text: `Paragraph ${i}. Our ` },
      { text: '"spring" range', bold: true },
      { text: ' is here, with ' },
      { text: '20% off <everything>', italic: true, href: `https://example.com/sale?i=${i}&a=1` },
      { text: ' until Friday.' },
    ],
  },
  { type: 'list', items: [[{ text: 'Free delivery' }], [{ text: 'Returns', underline: true }]] },
];

/**
 * A realistic design: every element type, text with characters that need escaping, real URLs, rich
 * text in every other text, and a 33/67 columns element (an image beside a rich text) in every ten.
 */
function designOf(blocks: number): Design {
  const elements = Array.from({ length: blocks }, (_, i): DesignElement => {
    const type = CYCLE[i % CYCLE.length]!;
    const element = { ...createElement(type), id: `${type}-${i}` };
    if (type === 'columns') {
      const image = { ...createElement('image'), id: `image-${i}-a` };
      image.content = `https://cdn.example.com/images/${i}-a.png`;
      image.settings = { ...image.settings, altText: `Picture ${i}` };
      const text = { ...createElement('text'), id: `text-${i}-b`, rich: richOf(i) };
      element.settings = { ...element.settings, layout: '33/67' };
      element.columns = [{ elements: [image] }, { elements: [text] }];
    }
    if (type === 'header') element.content = `Section ${i}: news & updates`;
    if (type === 'text') {
      element.content = `Paragraph ${i}. Our "spring" range is here, with 20% off <everything> until Friday.\nSee you soon!`;
      if (i % 20 === 1) element.rich = richOf(i);
    }
    if (type === 'image') {
      element.content = `https://cdn.example.com/images/${i}.png`;
      element.settings = {
        ...element.settings,
        altText: `Picture ${i}`,
        url: 'https://example.com/shop',
      };
    }
    if (type === 'button')
      element.settings = { ...element.settings, url: `https://example.com/offer?id=${i}&src=mail` };
    return element;
  });
  return { elements, style: { ...defaultDesign.style } };
}

const attr = (value: string) => escapeHtml(value);

/** Rich text as the HTML inside an mj-text, with the same tags our renderer writes. */
function richHtml(rich: RichText, color: string): string {
  return rich
    .map((block) => {
      const line = (items: readonly RichSpan[]) =>
        items
          .map((span) => {
            let html = escapeHtml(span.text);
            if (span.underline) html = `<u>${html}</u>`;
            if (span.italic) html = `<em>${html}</em>`;
            if (span.bold) html = `<strong>${html}</strong>`;
            return span.href
              ? `<a href="${attr(safeHref(span.href))}" style="color:${color};text-decoration:underline;">${html}</a>`
              : html;
          })
          .join('');
      return block.type === 'paragraph'
        ? `<p style="margin:0">${line(block.spans)}</p>`
        : `<ul style="margin:0;padding:0 0 0 24px">${block.items.map((item) => `<li>${line(item)}</li>`).join('')}</ul>`;
    })
    .join('');
}

/** The same email written as MJML, attribute for attribute; a columns element is a section of its own. */
function mjmlOf(design: Design): string {
  const { style } = design;
  const blocksOf = (elements: readonly DesignElement[]) =>
    elements
      .map((element) => {
        const s = element.settings;
        const common = `padding="${attr(s.padding ?? '10px')}" align="${s.alignment ?? 'left'}"`;
        switch (element.type) {
          case 'header':
            return `<mj-text ${common} font-size="${s.fontSize ?? '24px'}" color="${s.color ?? style.textColor}" font-weight="bold"><h1 style="margin:0;font-size:inherit">${escapeHtml(element.content)}</h1></mj-text>`;
          case 'text':
            return `<mj-text ${common} font-size="${s.fontSize ?? style.fontSize}" color="${s.color ?? style.textColor}" line-height="1.5">${element.rich ? richHtml(element.rich, s.color ?? style.textColor) : escapeHtml(element.content).replace(/\n/g, '<br>')}</mj-text>`;
          case 'image':
            return `<mj-image ${common} src="${attr(safeImageSrc(element.content))}" alt="${attr(s.altText ?? 'Image')}" href="${attr(safeHref(s.url))}" />`;
          case 'button':
            return `<mj-button align="${s.alignment ?? 'center'}" href="${attr(safeHref(s.url))}" background-color="${s.backgroundColor}" color="${s.color}" font-size="${s.fontSize}" inner-padding="${s.padding}" border-radius="${s.borderRadius}" font-weight="bold">${escapeHtml(element.content)}</mj-button>`;
          case 'divider':
            return `<mj-divider padding="${s.padding ?? '10px'}" border-width="1px" border-color="#dddddd" />`;
          case 'spacer':
            return `<mj-spacer height="${s.height ?? '20px'}" />`;
          default:
            return '';
        }
      })
      .join('');
  const section = (columns: string) =>
    `<mj-section background-color="${style.backgroundColor}" padding="0 20px">${columns}</mj-section>`;
  // MJML cannot put a section inside a column: the single column is cut where columns come.
  let sections = '';
  let run: DesignElement[] = [];
  const flush = () => {
    if (run.length) sections += section(`<mj-column>${blocksOf(run)}</mj-column>`);
    run = [];
  };
  for (const element of design.elements) {
    if (element.type !== 'columns') {
      run.push(element);
      continue;
    }
    flush();
    const shares = (element.settings.layout ?? '50/50').split('/');
    sections += section(
      (element.columns ?? [])
        .map(
          (column, i) =>
            `<mj-column width="${shares[i]}%">${blocksOf(column.elements)}</mj-column>`,
        )
        .join(''),
    );
  }
  flush();
  return (
    `<mjml><mj-head><mj-attributes><mj-all font-family="${attr(style.fontFamily)}" /></mj-attributes></mj-head>` +
    `<mj-body width="${style.contentWidth}" background-color="${style.backgroundColor}">` +
    sections +
    `</mj-body></mjml>`
  );
}

type Renderer = () => unknown;

const cpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

/**
 * Operations per CPU second of `run` over `budget` ms, after a short warm-up. CPU time rather than
 * wall time, because other processes share this machine's cores and would otherwise be counted.
 */
async function opsPerSecond(run: Renderer, budget: number): Promise<number> {
  const warmUntil = performance.now() + Math.min(200, budget / 5);
  while (performance.now() < warmUntil) await run();
  let count = 0;
  const start = cpuMs();
  const end = performance.now() + budget;
  while (performance.now() < end) {
    for (let i = 0; i < 8; i += 1) {
      const result = run();
      if (result instanceof Promise) await result;
      count += 1;
    }
  }
  return count / ((cpuMs() - start) / 1000);
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const format = (n: number) => (n >= 100 ? Math.round(n).toLocaleString('en-US') : n.toFixed(1));

let missed = false;
for (const blocks of [10, 100]) {
  const design = designOf(blocks);
  const source = mjmlOf(design);
  const check = await mjml2html(source, { validationLevel: 'strict' });
  if (check.errors.length)
    throw new Error(`MJML document is invalid: ${JSON.stringify(check.errors[0])}`);
  const ours: number[] = [];
  const theirs: number[] = [];
  const slice = BUDGET_MS / ROUNDS;
  for (let round = 0; round < ROUNDS; round += 1) {
    // Reading a character makes V8 flatten a concatenated string, as sending it would: both outputs
    // are read, so neither renderer is timed without the cost of producing a usable string.
    ours.push(await opsPerSecond(() => renderDesign(design).charCodeAt(1000), slice));
    theirs.push(
      await opsPerSecond(
        async () => (await mjml2html(source, { validationLevel: 'skip' })).html.charCodeAt(1000),
        slice,
      ),
    );
  }
  const oursOps = median(ours);
  const mjmlOps = median(theirs);
  const ratio = oursOps / mjmlOps;
  if (ratio < TARGET) missed = true;
  console.log(
    `renderDesign ${String(blocks).padStart(3)} blocks: ${format(oursOps)} ops/s ` +
      `(${(renderDesign(design).length / 1024).toFixed(1)} KiB) | MJML ${format(mjmlOps)} ops/s ` +
      `(${(check.html.length / 1024).toFixed(1)} KiB) | ${format(ratio)}x MJML ` +
      `(target >= ${TARGET}x: ${ratio >= TARGET ? 'met' : 'MISSED'})`,
  );
}
if (missed && process.env.BENCH_STRICT === '1') process.exit(1);
