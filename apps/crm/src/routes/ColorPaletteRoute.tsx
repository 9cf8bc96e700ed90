import { ColorPaletteGenerator } from '@crm/palette/react';

/** `/color-palette`: the palette generator from @crm/palette. */
export function ColorPaletteRoute() {
  return <ColorPaletteGenerator />;
}
