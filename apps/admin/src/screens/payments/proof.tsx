import { useEffect, useState } from 'react';
import { MERCHANT } from '../../lib/api';
import { sessionToken } from '../../lib/session';

/**
 * The proof image a member sent, fetched with the operator's session (an `<img src>` cannot carry it) and
 * shown from a blob address; the address is released when the image goes.
 */
export function ProofImage({ path, alt }: { path: string; alt: string }) {
  const [state, setState] = useState<{ url?: string; error?: string }>({});
  useEffect(() => {
    let url: string | undefined;
    let live = true;
    const headers: Record<string, string> = { accept: 'image/*' };
    const token = sessionToken();
    if (token) headers.authorization = `Bearer ${token}`;
    if (MERCHANT) headers.merchant = MERCHANT;
    fetch(path, { headers })
      .then(async (response) => {
        if (!response.ok) throw new Error(`The server answered ${response.status}.`);
        const blob = await response.blob();
        if (!/^image\/(png|jpeg)$/.test(blob.type)) throw new Error('The proof is not a PNG or JPEG image.');
        url = URL.createObjectURL(blob);
        if (live) setState({ url });
      })
      .catch((error: unknown) => {
        if (live) setState({ error: error instanceof Error ? error.message : 'The image cannot be loaded.' });
      });
    return () => {
      live = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [path]);
  if (state.error)
    return (
      <p className="form-problem" role="alert">
        {state.error}
      </p>
    );
  if (!state.url) return <p className="muted">Loading the image…</p>;
  return <img src={state.url} alt={alt} style={{ maxWidth: '100%', maxHeight: '60vh', display: 'block' }} />;
}
