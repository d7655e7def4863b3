import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { create } from 'zustand';
import { useUi } from '@/lib/ui-store';

// The sandbox gateway sends the payer back to `/?deposit=<order number>`: the member centre opens on the
// deposit page, which shows that order. The order's id is kept in the tab before leaving for the gateway.

const STORAGE_KEY = 'deposit.leftFor';

type Returned = { orderNo: string | null; id: number | null; clear: () => void };

export const useReturnedOrder = create<Returned>((set) => ({
  orderNo: null,
  id: null,
  clear: () => set({ orderNo: null, id: null }),
}));

/** Remembers the order the member leaves to pay (this tab only). */
export function rememberLeavingFor(order: { id: number; orderNo: string }) {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ id: order.id, orderNo: order.orderNo }));
  } catch {
    // Storage refused (private mode): the page finds the order in the list instead.
  }
}

function leftFor(orderNo: string): number | null {
  try {
    const saved = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? 'null') as {
      id?: unknown;
      orderNo?: unknown;
    } | null;
    return saved?.orderNo === orderNo && typeof saved.id === 'number' ? saved.id : null;
  } catch {
    return null;
  }
}

/** Mounted once by the layout: a return from the gateway opens the deposit page on the order. */
export function useDepositReturn() {
  const [params, setParams] = useSearchParams();
  const orderNo = params.get('deposit');
  useEffect(() => {
    if (!orderNo) return;
    const valid = /^[A-Za-z0-9-]{1,40}$/.test(orderNo);
    if (valid) {
      useReturnedOrder.setState({ orderNo, id: leftFor(orderNo) });
      useUi.getState().openMemberCentre('depositv2');
    }
    params.delete('deposit');
    setParams(params, { replace: true });
  }, [orderNo, params, setParams]);
}
