export {
  ColorPaletteGenerator,
  PALETTE_GENERATOR_TABS,
  type ColorPaletteGeneratorProps,
  type PaletteGeneratorTab,
} from './ColorPaletteGenerator/ColorPaletteGenerator';
export { PaletteCard, type PaletteCardProps } from './PaletteCard/PaletteCard';
export {
  PaletteEmailPreview,
  type PaletteEmailPreviewProps,
} from './PaletteCard/PaletteEmailPreview';
export { PaletteSwatches, type PaletteSwatchesProps } from './PaletteSwatches/PaletteSwatches';
export { useCopyToClipboard, COPY_FEEDBACK_MS } from './PaletteSwatches/useCopyToClipboard';
