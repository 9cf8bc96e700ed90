import type { ResolveOptions, AliasOptions } from 'vite';
export declare const sourceResolve: ResolveOptions & { alias: AliasOptions };
export declare const sourceResolveServer: ResolveOptions;
