-- Wallet calls with fewer rows written (decision record 035): a credit takes the advisory lock of its own
-- transaction id, as the debit does, and writes its row once, at the end, with its answer, in place of a
-- claim row updated later (a second row version and its index entries per credit); the answers are built
-- in the functions instead of by a function call. What the calls answer, refuse and write is unchanged.
CREATE OR REPLACE FUNCTION wallet_vendor_debit(p_merchant integer, p_vendor text, p_txn text, p_member integer,
    p_wallet text, p_house bigint, p_game_type text, p_game_code text, p_game_name text, p_round text,
    p_amount bigint, p_reference text, p_key text, p_reply jsonb)
RETURNS TABLE (replay_kind text, answer jsonb) LANGUAGE plpgsql AS $$
DECLARE
  v_round bigint;
  v_account bigint;
  v_transfer ledger_transfers;
BEGIN
  -- Taken by the debit's replays and by any rollback of it: after the lock, what they wrote is read.
  PERFORM pg_advisory_xact_lock(hashtext(p_merchant || ':' || p_vendor || ':' || p_txn));
  SELECT v.kind, v.response INTO replay_kind, answer FROM vendor_transactions v
    WHERE v.merchant_id = p_merchant AND v.vendor_code = p_vendor AND v.transaction_id = p_txn;
  IF FOUND THEN
    RETURN NEXT;
    RETURN;
  END IF;
  IF EXISTS (SELECT 1 FROM vendor_transactions v WHERE v.merchant_id = p_merchant AND v.vendor_code = p_vendor
      AND v.ref_transaction_id = p_txn AND v.kind = 'rollback') THEN
    RAISE EXCEPTION 'debit % was rolled back before it arrived', p_txn USING ERRCODE = 'WL002';
  END IF;
  INSERT INTO game_rounds AS g (merchant_id, member_id, vendor_code, game_type, game_code, game_name, round_id,
      stake, valid_bet, status)
    VALUES (p_merchant, p_member, p_vendor, p_game_type, p_game_code, p_game_name, p_round, p_amount, 0, 'open')
    ON CONFLICT (merchant_id, vendor_code, round_id) DO UPDATE SET stake = g.stake + excluded.stake
      WHERE g.status = 'open' AND g.member_id = excluded.member_id AND g.game_code = excluded.game_code
    RETURNING g.id INTO v_round;
  IF v_round IS NULL THEN
    RAISE EXCEPTION 'round % is settled, void, or another player''s', p_round USING ERRCODE = 'WL004';
  END IF;
  SELECT id INTO v_account FROM accounts WHERE member_id = p_member AND wallet_code = p_wallet;
  IF v_account IS NOT NULL THEN
    SELECT * INTO v_transfer FROM ledger_transfer(p_merchant, v_account, p_house, p_amount, 'bet', p_reference,
      p_key, v_round, NULL);
  END IF;
  IF v_transfer.id IS NULL THEN
    RAISE EXCEPTION 'the balance is not enough for %', p_amount USING ERRCODE = 'WL001';
  END IF;
  answer := p_reply || jsonb_build_object('balance', round(coalesce(v_transfer.debit_balance_after, 0) / 100.0, 2));
  INSERT INTO vendor_transactions (merchant_id, vendor_code, transaction_id, kind, member_id, round_id,
      ref_transaction_id, amount, transfer_id, status, response)
    VALUES (p_merchant, p_vendor, p_txn, 'debit', p_member, v_round, NULL, p_amount, v_transfer.id, 200, answer);
  replay_kind := NULL;
  RETURN NEXT;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION wallet_vendor_credit(p_merchant integer, p_vendor text, p_txn text, p_debit_txn text,
    p_member integer, p_wallet text, p_house bigint, p_amount bigint, p_detail jsonb, p_reference text,
    p_key text, p_reply jsonb)
RETURNS TABLE (replay_kind text, answer jsonb) LANGUAGE plpgsql AS $$
DECLARE
  v_debit vendor_transactions;
  v_round game_rounds;
  v_status text;
  v_transfer ledger_transfers;
  v_balance bigint;
  v_rate point_rates;
  v_points bigint;
BEGIN
  -- The credit's own lock: a replay waits for the first call, then reads what it wrote.
  PERFORM pg_advisory_xact_lock(hashtext(p_merchant || ':' || p_vendor || ':' || p_txn));
  SELECT v.kind, v.response INTO replay_kind, answer FROM vendor_transactions v
    WHERE v.merchant_id = p_merchant AND v.vendor_code = p_vendor AND v.transaction_id = p_txn;
  IF FOUND THEN
    RETURN NEXT;
    RETURN;
  END IF;
  SELECT * INTO v_debit FROM vendor_transactions v
    WHERE v.merchant_id = p_merchant AND v.vendor_code = p_vendor AND v.transaction_id = p_debit_txn;
  IF v_debit.id IS NULL OR v_debit.kind <> 'debit' OR v_debit.member_id <> p_member OR v_debit.round_id IS NULL THEN
    RAISE EXCEPTION 'no debit % of this player', p_debit_txn USING ERRCODE = 'WL005';
  END IF;
  UPDATE game_rounds g SET payout = g.payout + p_amount, valid_bet = g.stake, status = 'settled',
      settled_at = now(), detail = coalesce(p_detail, g.detail)
    WHERE g.id = v_debit.round_id AND g.status = 'open'
    RETURNING g.* INTO v_round;
  IF NOT FOUND THEN
    SELECT g.status INTO v_status FROM game_rounds g WHERE g.id = v_debit.round_id;
    IF NOT FOUND THEN
      RAISE EXCEPTION 'the round of debit % is gone', p_debit_txn USING ERRCODE = 'WL006';
    ELSIF v_status = 'void' THEN
      RAISE EXCEPTION 'the round of debit % was rolled back', p_debit_txn USING ERRCODE = 'WL002';
    END IF;
    RAISE EXCEPTION 'the round of debit % is settled', p_debit_txn USING ERRCODE = 'WL003';
  END IF;
  IF p_amount > 0 THEN
    SELECT * INTO v_transfer FROM ledger_transfer(p_merchant, p_house,
      wallet_member_account(p_merchant, p_member, p_wallet), p_amount, 'win', p_reference, p_key, v_round.id, NULL);
    v_balance := v_transfer.credit_balance_after;
  ELSE
    SELECT balance INTO v_balance FROM accounts WHERE member_id = p_member AND wallet_code = p_wallet;
  END IF;
  -- Points for the stake, once per round (the entry's reference is unique per brand).
  SELECT * INTO v_rate FROM point_rates r WHERE r.merchant_id = p_merchant AND r.game_type = v_round.game_type;
  IF FOUND AND v_rate.per > 0 THEN
    v_points := (v_round.stake * v_rate.points) / v_rate.per;
    IF v_points > 0 THEN
      INSERT INTO point_entries (merchant_id, member_id, points, kind, reference, game_type)
        VALUES (p_merchant, p_member, v_points, 'bet', 'round:' || v_round.id, v_round.game_type)
        ON CONFLICT (merchant_id, reference) DO NOTHING;
      IF FOUND THEN
        UPDATE members SET points_balance = points_balance + v_points WHERE id = p_member;
      END IF;
    END IF;
  END IF;
  answer := p_reply || jsonb_build_object('balance', round(coalesce(v_balance, 0) / 100.0, 2));
  INSERT INTO vendor_transactions (merchant_id, vendor_code, transaction_id, kind, member_id, round_id,
      ref_transaction_id, amount, transfer_id, status, response)
    VALUES (p_merchant, p_vendor, p_txn, 'credit', p_member, v_debit.round_id, p_debit_txn, p_amount,
      v_transfer.id, 200, answer);
  replay_kind := NULL;
  RETURN NEXT;
END $$;
