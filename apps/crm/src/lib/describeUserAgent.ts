// Checked in order: Edge and Opera also say Chrome, Chrome says Safari, an iPhone says Mac OS X and
// Android says Linux.
const BROWSERS: [RegExp, string][] = [
  [/Edg\//, 'Edge'],
  [/OPR\//, 'Opera'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];
const SYSTEMS: [RegExp, string][] = [
  [/iPhone|iPad/, 'iOS'],
  [/Android/, 'Android'],
  [/Windows/, 'Windows'],
  [/Mac OS X/, 'macOS'],
  [/Linux/, 'Linux'],
];

/**
 * The browser a consent came from, as a person reads it ("Firefox on macOS"): proof of consent
 * names the device, and the raw header is unreadable. An unknown one is shown as it came.
 */
export function describeUserAgent(userAgent: string) {
  const browser = BROWSERS.find(([pattern]) => pattern.test(userAgent))?.[1];
  const system = SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1];
  if (!browser && !system) return userAgent.length > 60 ? `${userAgent.slice(0, 59)}…` : userAgent;
  return system ? `${browser ?? 'a browser'} on ${system}` : (browser as string);
}
