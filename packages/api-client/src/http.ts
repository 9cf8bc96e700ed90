import * as v from 'valibot';
import { ApiError, ApiResponseError } from './errors';
import { getStoredToken } from './tokenStorage';

/** What a read does with a 401: raise it (the default) or resolve to null (spec section 9). */
export interface ReadOptions {
  /**
   * `'throw'` raises an {@link ApiError}; `'null'` resolves to `null` (the dashboard's reading of
   * "not signed in" as "no data").
   * @default 'throw'
   */
  on401?: 'throw' | 'null';
}

/** The result of a read: `T`, or `T | null` when the call asked for `on401: 'null'`. */
export type ReadResult<T, O extends ReadOptions | undefined> = O extends { on401: 'null' }
  ? T | null
  : T;

export type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

export interface HttpOptions {
  /**
   * Prefix of every path, e.g. 'https://crm.example.com'. Empty means the page's own origin.
   * @default ''
   */
  baseUrl?: string;
  /**
   * Returns the session token sent as `Authorization: Bearer <token>`, or null to send none.
   * @default reads localStorage 'authToken' when localStorage exists
   */
  getToken?: () => string | null | undefined;
  /**
   * The fetch implementation (tests pass a fake; servers may pass undici's).
   * @default globalThis.fetch
   */
  fetch?: FetchLike;
}

export type Body = { json: unknown } | { formData: FormData } | undefined;

/** The transport every area's API is built on. */
export interface Http {
  /** Sends a request and returns the raw OK response; any non-OK status raises {@link ApiError}. */
  send(
    method: string,
    path: string,
    body?: Body,
    on401?: ReadOptions['on401'],
  ): Promise<Response | null>;
  /** Sends a request and parses its JSON answer with `schema`. */
  json<TSchema extends v.GenericSchema>(
    method: string,
    path: string,
    schema: TSchema,
    body?: Body,
  ): Promise<v.InferOutput<TSchema>>;
  /** A GET whose 401 may resolve to null. */
  read<TSchema extends v.GenericSchema>(
    path: string,
    schema: TSchema,
    options?: ReadOptions,
  ): Promise<v.InferOutput<TSchema> | null>;
  /**
   * POSTs a form and parses the JSON answer like `json`, reporting the share of the body sent so
   * far (0..1) to `onProgress`. fetch cannot report upload progress, so this uses XMLHttpRequest
   * where it exists (browsers) and falls back to `json` elsewhere.
   */
  upload<TSchema extends v.GenericSchema>(
    path: string,
    schema: TSchema,
    formData: FormData,
    onProgress: (sent: number) => void,
  ): Promise<v.InferOutput<TSchema>>;
  /** The full URL of an API path, for links the browser follows itself (a streamed download). */
  url(path: string): string;
}

export function createHttp({ baseUrl = '', getToken = getStoredToken, fetch }: HttpOptions): Http {
  // Called as a plain function: a fetch stored on an object and called as a method fails in browsers.
  const doFetch: FetchLike = fetch ?? ((input, init) => globalThis.fetch(input, init));
  const root = baseUrl.replace(/\/+$/, '');

  async function send(
    method: string,
    path: string,
    body?: Body,
    on401: ReadOptions['on401'] = 'throw',
  ): Promise<Response | null> {
    const headers = new Headers({ Accept: 'application/json' });
    const token = getToken();
    if (token) headers.set('Authorization', `Bearer ${token}`);
    let payload: BodyInit | undefined;
    if (body && 'json' in body) {
      headers.set('Content-Type', 'application/json');
      payload = JSON.stringify(body.json);
    } else if (body && 'formData' in body) {
      // No Content-Type: the runtime sets multipart/form-data with its boundary.
      payload = body.formData;
    }
    const response = await doFetch(`${root}${path}`, {
      method,
      headers,
      body: payload,
      credentials: 'include',
    });
    if (response.ok) return response;
    if (response.status === 401 && on401 === 'null') return null;
    throw new ApiError(response.status, response.statusText, await response.text());
  }

  async function parse<TSchema extends v.GenericSchema>(
    endpoint: string,
    response: Response,
    schema: TSchema,
  ): Promise<v.InferOutput<TSchema>> {
    const text = await response.text();
    let data: unknown;
    try {
      data = text ? JSON.parse(text) : undefined;
    } catch {
      throw new ApiResponseError(endpoint, [
        {
          kind: 'schema',
          type: 'json',
          input: text,
          expected: 'JSON',
          received: 'text',
          message: 'The body is not JSON',
        },
      ]);
    }
    const result = v.safeParse(schema, data);
    if (!result.success) throw new ApiResponseError(endpoint, result.issues);
    return result.output;
  }

  function upload<TSchema extends v.GenericSchema>(
    path: string,
    schema: TSchema,
    formData: FormData,
    onProgress: (sent: number) => void,
  ): Promise<v.InferOutput<TSchema>> {
    return new Promise((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open('POST', `${root}${path}`);
      xhr.withCredentials = true;
      xhr.setRequestHeader('Accept', 'application/json');
      const token = getToken();
      if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
      };
      xhr.onload = () => {
        const text = xhr.responseText;
        if (xhr.status < 200 || xhr.status >= 300) {
          reject(new ApiError(xhr.status, xhr.statusText, text));
          return;
        }
        onProgress(1);
        parse(`POST ${path}`, new Response(text), schema).then(resolve, reject);
      };
      xhr.onerror = () => reject(new TypeError('Failed to fetch'));
      xhr.send(formData);
    });
  }

  return {
    send,
    async upload(path, schema, formData, onProgress) {
      if (typeof XMLHttpRequest !== 'undefined') return upload(path, schema, formData, onProgress);
      const response = (await send('POST', path, { formData })) as Response;
      onProgress(1);
      return parse(`POST ${path}`, response, schema);
    },
    url: (path) => `${root}${path}`,
    async json(method, path, schema, body) {
      const response = await send(method, path, body);
      return parse(`${method} ${path}`, response as Response, schema);
    },
    async read(path, schema, options) {
      const response = await send('GET', path, undefined, options?.on401);
      return response ? parse(`GET ${path}`, response, schema) : null;
    },
  };
}

/** A read with the 401 option: resolves to `T`, or `T | null` with `{ on401: 'null' }`. */
export type Reader<T> = <O extends ReadOptions | undefined = undefined>(
  options?: O,
) => Promise<ReadResult<T, O>>;

/** Builds a {@link Reader} that unwraps `pick(body)` from the parsed answer. */
export function reader<TSchema extends v.GenericSchema, T>(
  http: Http,
  path: string,
  schema: TSchema,
  pick: (body: v.InferOutput<TSchema>) => T,
): Reader<T> {
  return (async (options?: ReadOptions) => {
    const body = await http.read(path, schema, options);
    return body === null ? null : pick(body);
  }) as Reader<T>;
}

/**
 * `?a=1&b=2` of the set, non-blank values, keys in a fixed order so equal queries share one URL
 * (and one cache entry), or '' when none is set.
 */
export function queryString(params: Record<string, string | number | null | undefined>): string {
  const search = new URLSearchParams();
  for (const key of Object.keys(params).sort()) {
    const value = params[key];
    if (value === undefined || value === null || value === '') continue;
    search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** A path segment for a record id. */
export function idSegment(id: number): string {
  return encodeURIComponent(String(id));
}
