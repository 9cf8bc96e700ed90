// The toast region's own module, for providers.tsx to import lazily. Importing '@crm/ui' there
// would not split it off: the entry already loads that barrel statically (ThemeProvider), so the
// bundler kept the region and its react-aria toast and landmark code in the landing's first load.
export { ToastRegion } from '@crm/ui';
