/** The server-rendered page as a browser asks for it, and the first-screen data it carries. */
import { expect } from 'vitest';
import type { Requests } from './requests';

/** GETs `url` as a page (a 200), with its first-screen data block read as `Data`. */
export async function firstScreenPage<Data>(who: Requests, url: string) {
  const res = await who.get(url, { headers: { accept: 'text/html' } });
  expect(res.statusCode, url).toBe(200);
  const block = /<script type="application\/json" id="first-screen">(.*?)<\/script>/s.exec(
    res.body,
  );
  expect(block, 'the data block').not.toBeNull();
  return { html: res.body, data: JSON.parse(block![1]!) as Data };
}
