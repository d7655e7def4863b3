import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { ownerImageQuery } from '../api/promotion-calls';

/**
 * An owner-only image as an object URL: <img> cannot send the session header, so the bytes are fetched
 * with it and shown from memory. The URL is released when the image is no longer shown.
 */
export function useOwnerImage(url: string) {
  const query = useQuery(ownerImageQuery(url));
  const src = useMemo(() => (query.data ? URL.createObjectURL(query.data) : null), [query.data]);
  useEffect(
    () => () => {
      if (src) URL.revokeObjectURL(src);
    },
    [src],
  );
  return { src, isError: query.isError };
}
