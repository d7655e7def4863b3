-- A gateway's verified `paid` callback in one call (decision record 041): the order pending -> paid, the
-- transfer from the member's shard of the brand's cash account to the member's main wallet, the order's
-- transfer, the member's message and the callback's record, in the statement's own transaction.
-- An order that chose a promotion, or whose member was invited by a referrer, has more to decide
-- (deposits/crediting.ts): the function answers 'general' and writes nothing. An order that is no longer
-- pending records the callback as a duplicate and answers the order's state; nothing moves.
-- A used idempotency key raises the unique violation of ledger_transfers_idempotency_uq, as ledger_transfer
-- does, and nothing stays written.
CREATE OR REPLACE FUNCTION deposit_callback_paid(p_merchant integer, p_order bigint, p_decided_at timestamptz,
    p_gateway_reference text, p_cash bigint, p_message_kind text, p_message_template text,
    p_message_params jsonb, p_channel integer, p_payload jsonb)
RETURNS TABLE (outcome text, status text, transfer_id bigint) LANGUAGE plpgsql AS $$
DECLARE
  v_order deposit_orders;
  v_transfer ledger_transfers;
BEGIN
  IF EXISTS (SELECT 1 FROM deposit_orders o JOIN members m ON m.id = o.member_id
      WHERE o.id = p_order AND o.merchant_id = p_merchant
        AND (o.promotion_id IS NOT NULL OR m.referrer_id IS NOT NULL)) THEN
    RETURN QUERY SELECT 'general'::text, NULL::text, NULL::bigint;
    RETURN;
  END IF;
  UPDATE deposit_orders AS o SET status = 'paid', decided_at = p_decided_at, decided_by = NULL,
      gateway_reference = p_gateway_reference
    WHERE o.id = p_order AND o.merchant_id = p_merchant AND o.status = 'pending'
    RETURNING * INTO v_order;
  IF NOT FOUND THEN
    INSERT INTO payment_callbacks (merchant_id, channel_id, order_no, payload, signature_valid, outcome, created_at)
      SELECT p_merchant, p_channel, o.order_no, p_payload, true, 'duplicate', p_decided_at
      FROM deposit_orders o WHERE o.id = p_order AND o.merchant_id = p_merchant;
    RETURN QUERY SELECT 'duplicate'::text, o.status, o.transfer_id FROM deposit_orders o
      WHERE o.id = p_order AND o.merchant_id = p_merchant;
    RETURN;
  END IF;
  SELECT * INTO v_transfer FROM ledger_transfer(p_merchant, p_cash,
      wallet_member_account(p_merchant, v_order.member_id, 'MAIN'), v_order.amount, 'deposit', v_order.order_no,
      'deposit:' || v_order.id, NULL, NULL);
  IF v_transfer.id IS NULL THEN
    RAISE EXCEPTION 'account % could not pay deposit order %', p_cash, v_order.id;
  END IF;
  UPDATE deposit_orders AS o SET transfer_id = v_transfer.id WHERE o.id = v_order.id;
  INSERT INTO member_messages (merchant_id, member_id, kind, template, params)
    VALUES (p_merchant, v_order.member_id, p_message_kind, p_message_template, p_message_params);
  INSERT INTO payment_callbacks (merchant_id, channel_id, order_no, payload, signature_valid, outcome, created_at)
    VALUES (p_merchant, p_channel, v_order.order_no, p_payload, true, 'credited', p_decided_at);
  RETURN QUERY SELECT 'credited'::text, 'paid'::text, v_transfer.id;
END $$;
