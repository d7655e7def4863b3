-- The lottery's settlement credits (decision record 043): a batch of lottery rounds credited in one statement.
-- Each element is the vendor wallet's credit of one round made by `wallet_vendor_credit` itself (its advisory
-- lock, its stored transaction and answer, its round settled, its transfer and its points), so a batch run
-- twice, or beside another, pays each round once. Before the first credit the batch's accounts are locked in
-- id order, the order in which every single transfer takes its two rows, so that a batch and the bets placed
-- meanwhile never wait for each other in a circle (the callers pass the elements in member order). An element
-- whose round is no longer open is answered without a credit: `void` (its debit was rolled back), `settled`
-- (credited already; `paid` is what its round paid), `unknown` (no such debit of the member).
CREATE OR REPLACE FUNCTION lottery_credit_batch(p_merchant integer, p_vendor text, p_wallet text,
    p_currency text, p_txns text[], p_debits text[], p_members integer[], p_houses bigint[], p_amounts bigint[],
    p_details jsonb[], p_references text[])
RETURNS TABLE (transaction_id text, outcome text, paid bigint) LANGUAGE plpgsql AS $$
DECLARE
  v_debit_round bigint;
  v_status text;
  v_payout bigint;
BEGIN
  PERFORM 1 FROM accounts a
    WHERE a.merchant_id = p_merchant
      AND (a.id = ANY(p_houses) OR (a.member_id = ANY(p_members) AND a.wallet_code = p_wallet))
    ORDER BY a.id FOR UPDATE;
  FOR i IN 1 .. coalesce(array_length(p_txns, 1), 0) LOOP
    transaction_id := p_txns[i];
    SELECT v.round_id INTO v_debit_round FROM vendor_transactions v
      WHERE v.merchant_id = p_merchant AND v.vendor_code = p_vendor AND v.transaction_id = p_debits[i]
        AND v.kind = 'debit' AND v.member_id = p_members[i];
    IF v_debit_round IS NULL THEN
      outcome := 'unknown';
      paid := 0;
      RETURN NEXT;
      CONTINUE;
    END IF;
    SELECT g.status, g.payout INTO v_status, v_payout FROM game_rounds g WHERE g.id = v_debit_round FOR UPDATE;
    IF v_status <> 'open' THEN
      outcome := v_status;
      paid := v_payout;
      RETURN NEXT;
      CONTINUE;
    END IF;
    PERFORM 1 FROM wallet_vendor_credit(p_merchant, p_vendor, p_txns[i], p_debits[i], p_members[i], p_wallet,
      p_houses[i], p_amounts[i], p_details[i], p_references[i], 'vendor:' || p_vendor || ':' || p_txns[i],
      jsonb_build_object('playerId', p_members[i]::text, 'currency', p_currency, 'transactionId', p_txns[i]));
    outcome := 'credited';
    paid := p_amounts[i];
    RETURN NEXT;
  END LOOP;
END $$;
