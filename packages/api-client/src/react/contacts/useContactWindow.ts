import { useEffect, useMemo, useState } from 'react';
import { useQueries } from '@tanstack/react-query';
import type { ContactListParams, ContactPageResponse } from '../../contacts/contacts.list.schemas';
import type { Contact } from '../../contacts/contacts.schemas';
import { contactQueries } from '../../contacts/contacts.queries';
import { useApiClient } from '../ApiClientProvider';
import { useIsSignedIn } from '../useIsSignedIn';

export interface ContactWindowOptions {
  /** The first position in view (0-based). */
  start: number;
  /** One past the last position in view. */
  end: number;
  /**
   * Rows per request: positions are read in aligned blocks of this size, each cached on its own.
   * @default 100
   */
  blockSize?: number;
  /**
   * Blocks are requested once the window has rested this long: dragging a scrollbar across a
   * million rows then asks for the rows where it stops, not for every block it passed.
   * @default 80
   */
  settleMs?: number;
}

function blocksOf(start: number, end: number, size: number): number[] {
  const first = Math.floor(start / size);
  const last = Math.max(first, Math.floor((Math.max(end, start + 1) - 1) / size));
  return Array.from({ length: last - first + 1 }, (_, i) => first + i);
}

/**
 * The contacts at positions `start`–`end` of the sorted, filtered list (`GET /api/contacts?offset=`),
 * for a table that scrolls to any row of a million without loading the rows before it. The first
 * block is always read: it holds the total that sizes the table.
 */
export function useContactWindow(
  params: Omit<ContactListParams, 'limit'>,
  { start, end, blockSize = 100, settleMs = 80 }: ContactWindowOptions,
) {
  const client = useApiClient();
  const signedIn = useIsSignedIn();
  const wanted = blocksOf(start, end, blockSize);
  const wantedKey = wanted.join(',');
  const [settled, setSettled] = useState(wantedKey);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(wantedKey), settleMs);
    return () => clearTimeout(timer);
  }, [wantedKey, settleMs]);
  const settledBlocks = new Set(settled.split(',').map(Number));
  const blocks = wanted.includes(0) ? wanted : [0, ...wanted];
  const listParams = { ...params, limit: blockSize };
  const results = useQueries({
    queries: blocks.map((block) => ({
      ...contactQueries.at(client, listParams, block * blockSize),
      // A block off screen before the window rests is shown from the cache only.
      enabled: signedIn && (block === 0 || settledBlocks.has(block)),
    })),
  });

  const first = results[0];
  const pages = new Map<number, ContactPageResponse>();
  blocks.forEach((block, i) => {
    const data = results[i]?.data;
    if (data) pages.set(block, data);
  });
  const dataKey = results.map((result) => result.dataUpdatedAt).join(',') + blocks.join(',');
  // eslint-disable-next-line react-hooks/exhaustive-deps -- dataKey names every input
  const loaded = useMemo(() => [...pages.values()].flatMap((page) => page.contacts), [dataKey]);

  let total = first?.data?.total ?? 0;
  // A search counted up to its cap grows as blocks past the cap come back full.
  if (first?.data?.totalCapped) {
    for (const [block, page] of pages) {
      total = Math.max(total, block * blockSize + page.contacts.length + (page.nextCursor ? 1 : 0));
    }
  }

  return {
    /** The contact at a position, or undefined while its block loads. */
    contactAt: (index: number): Contact | undefined =>
      pages.get(Math.floor(index / blockSize))?.contacts[index % blockSize],
    /** Every contact of the blocks held now (the window's and the first). */
    loaded,
    total,
    totalCapped: Boolean(first?.data?.totalCapped),
    /** The first block has not answered yet: nothing to show. */
    isLoading: first?.isPending ?? true,
    /** The first block, or a block in view, failed. */
    isError: results.some((result) => result.isError),
    /** The first block answered. */
    isSuccess: first?.isSuccess ?? false,
  };
}
