-- Wallet calls in one round trip (decision record 035): the ledger's transfer and the vendor wallet's debit,
-- credit and rollback are database functions, each sent by the server as one statement.
--
-- A member's wallet account (`MAIN` or a vendor's sub-wallet), opened at zero the first time.
CREATE OR REPLACE FUNCTION wallet_member_account(p_merchant integer, p_member integer, p_wallet text)
RETURNS bigint LANGUAGE plpgsql AS $$
DECLARE
  v_id bigint;
BEGIN
  SELECT id INTO v_id FROM accounts WHERE member_id = p_member AND wallet_code = p_wallet;
  IF v_id IS NULL THEN
    INSERT INTO accounts (merchant_id, member_id, kind, wallet_code) VALUES (p_merchant, p_member, 'member', p_wallet)
      ON CONFLICT (member_id, wallet_code) WHERE member_id IS NOT NULL DO UPDATE SET wallet_code = excluded.wallet_code
      RETURNING id INTO v_id;
  END IF;
  RETURN v_id;
END $$;
--> statement-breakpoint
-- One ledger transfer (decision records 013 and 035). The two rows are taken in id order, so a bet and a win
-- never lock the same two rows in opposite orders; the debit side's check is part of its update (a member
-- account never goes below zero). No row comes back when the member side is short, and nothing is written.
-- A used idempotency key raises the unique violation of ledger_transfers_idempotency_uq.
CREATE OR REPLACE FUNCTION ledger_transfer(p_merchant integer, p_debit bigint, p_credit bigint, p_amount bigint,
    p_kind text, p_reference text, p_key text, p_round bigint, p_reverses bigint)
RETURNS SETOF ledger_transfers LANGUAGE plpgsql AS $$
DECLARE
  v_debit_after bigint;
  v_credit_after bigint;
  v_row ledger_transfers;
BEGIN
  IF p_credit < p_debit THEN
    PERFORM 1 FROM accounts WHERE id = p_credit AND merchant_id = p_merchant FOR UPDATE;
    IF NOT FOUND THEN
      RAISE EXCEPTION 'account % is not an account of brand %', p_credit, p_merchant;
    END IF;
  END IF;
  UPDATE accounts SET balance = balance - p_amount
    WHERE id = p_debit AND merchant_id = p_merchant AND (member_id IS NULL OR balance >= p_amount)
    RETURNING balance INTO v_debit_after;
  IF NOT FOUND THEN
    IF NOT EXISTS (SELECT 1 FROM accounts WHERE id = p_debit AND merchant_id = p_merchant) THEN
      RAISE EXCEPTION 'account % is not an account of brand %', p_debit, p_merchant;
    END IF;
    RETURN;
  END IF;
  UPDATE accounts SET balance = balance + p_amount WHERE id = p_credit AND merchant_id = p_merchant
    RETURNING balance INTO v_credit_after;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'account % is not an account of brand %', p_credit, p_merchant;
  END IF;
  INSERT INTO ledger_transfers (merchant_id, debit_account_id, credit_account_id, amount, kind, reference,
      idempotency_key, debit_balance_after, credit_balance_after, round_id, reverses_id)
    VALUES (p_merchant, p_debit, p_credit, p_amount, p_kind, p_reference, p_key, v_debit_after, v_credit_after,
      p_round, p_reverses)
    RETURNING * INTO v_row;
  RETURN NEXT v_row;
END $$;
--> statement-breakpoint
-- The vendor wallet's answers carry the balance in major units, as the API shows it.
CREATE OR REPLACE FUNCTION wallet_answer(p_reply jsonb, p_balance bigint) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT p_reply || jsonb_build_object('balance', round(coalesce(p_balance, 0) / 100.0, 2))
$$;
--> statement-breakpoint
-- A debit of the vendor wallet API (decision record 014): the stake from the member's wallet to the house's
-- games shard, opening the round or adding to it, and the answer stored with the vendor's transaction id.
-- Refusals raise (SQLSTATE WL001 short, WL002 rolled back before it arrived, WL004 round taken; the unique
-- violation of game_rounds_open_uq when another round of the game is open), so nothing stays written.
-- A replay, or an id used for another kind of call, returns the stored kind and answer.
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
  answer := wallet_answer(p_reply, v_transfer.debit_balance_after);
  INSERT INTO vendor_transactions (merchant_id, vendor_code, transaction_id, kind, member_id, round_id,
      ref_transaction_id, amount, transfer_id, status, response)
    VALUES (p_merchant, p_vendor, p_txn, 'debit', p_member, v_round, NULL, p_amount, v_transfer.id, 200, answer);
  replay_kind := NULL;
  RETURN NEXT;
END $$;
--> statement-breakpoint
-- A credit of the vendor wallet API: the win from the house's games shard to the member (none for a loss),
-- the round settled (valid bet, payout, the game's detail) and its points earned once. The transaction id is
-- claimed first (`on conflict do nothing`): a replay returns the stored kind and answer. Refusals raise
-- (WL005 no such debit of the player, WL006 its round is gone, WL002 the round was rolled back, WL003 settled).
CREATE OR REPLACE FUNCTION wallet_vendor_credit(p_merchant integer, p_vendor text, p_txn text, p_debit_txn text,
    p_member integer, p_wallet text, p_house bigint, p_amount bigint, p_detail jsonb, p_reference text,
    p_key text, p_reply jsonb)
RETURNS TABLE (replay_kind text, answer jsonb) LANGUAGE plpgsql AS $$
DECLARE
  v_debit vendor_transactions;
  v_claim bigint;
  v_round game_rounds;
  v_status text;
  v_transfer ledger_transfers;
  v_balance bigint;
  v_rate point_rates;
  v_points bigint;
BEGIN
  SELECT * INTO v_debit FROM vendor_transactions v
    WHERE v.merchant_id = p_merchant AND v.vendor_code = p_vendor AND v.transaction_id = p_debit_txn;
  INSERT INTO vendor_transactions (merchant_id, vendor_code, transaction_id, kind, member_id, round_id,
      ref_transaction_id, amount, status, response)
    VALUES (p_merchant, p_vendor, p_txn, 'credit', p_member, v_debit.round_id, p_debit_txn, p_amount, 200, '{}')
    ON CONFLICT (merchant_id, vendor_code, transaction_id) DO NOTHING
    RETURNING id INTO v_claim;
  IF v_claim IS NULL THEN
    SELECT v.kind, v.response INTO replay_kind, answer FROM vendor_transactions v
      WHERE v.merchant_id = p_merchant AND v.vendor_code = p_vendor AND v.transaction_id = p_txn;
    RETURN NEXT;
    RETURN;
  END IF;
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
  answer := wallet_answer(p_reply, v_balance);
  UPDATE vendor_transactions SET transfer_id = v_transfer.id, response = answer WHERE id = v_claim;
  replay_kind := NULL;
  RETURN NEXT;
END $$;
--> statement-breakpoint
-- A rollback of the vendor wallet API: the debit's stake back to the member and off its round (void once
-- nothing is staked). A rollback of a debit that never arrived is acknowledged and kept, so that the late
-- debit is refused; a second rollback of one debit moves nothing. The transaction id is claimed first; a
-- replay returns the stored kind and answer. Refusals raise (WL007 not a debit of the player, WL006 its round
-- is gone, WL003 settled).
CREATE OR REPLACE FUNCTION wallet_vendor_rollback(p_merchant integer, p_vendor text, p_txn text,
    p_debit_txn text, p_member integer, p_wallet text, p_house bigint, p_reference text, p_key text,
    p_reply jsonb)
RETURNS TABLE (replay_kind text, answer jsonb) LANGUAGE plpgsql AS $$
DECLARE
  v_debit vendor_transactions;
  v_claim bigint;
  v_status text;
  v_transfer ledger_transfers;
BEGIN
  -- The debit's own lock: a rollback and the debit it cancels take turns, whichever arrives first.
  PERFORM pg_advisory_xact_lock(hashtext(p_merchant || ':' || p_vendor || ':' || p_debit_txn));
  SELECT * INTO v_debit FROM vendor_transactions v
    WHERE v.merchant_id = p_merchant AND v.vendor_code = p_vendor AND v.transaction_id = p_debit_txn;
  INSERT INTO vendor_transactions (merchant_id, vendor_code, transaction_id, kind, member_id, round_id,
      ref_transaction_id, amount, status, response)
    VALUES (p_merchant, p_vendor, p_txn, 'rollback', p_member, v_debit.round_id, p_debit_txn, 0, 200, '{}')
    ON CONFLICT (merchant_id, vendor_code, transaction_id) DO NOTHING
    RETURNING id INTO v_claim;
  IF v_claim IS NULL THEN
    SELECT v.kind, v.response INTO replay_kind, answer FROM vendor_transactions v
      WHERE v.merchant_id = p_merchant AND v.vendor_code = p_vendor AND v.transaction_id = p_txn;
    RETURN NEXT;
    RETURN;
  END IF;
  replay_kind := NULL;
  IF v_debit.id IS NOT NULL THEN
    IF v_debit.kind <> 'debit' OR v_debit.member_id <> p_member OR v_debit.round_id IS NULL THEN
      RAISE EXCEPTION 'transaction % is not a debit of this player', p_debit_txn USING ERRCODE = 'WL007';
    END IF;
    SELECT g.status INTO v_status FROM game_rounds g WHERE g.id = v_debit.round_id FOR UPDATE;
    IF NOT FOUND THEN
      RAISE EXCEPTION 'the round of debit % is gone', p_debit_txn USING ERRCODE = 'WL006';
    ELSIF v_status = 'settled' THEN
      RAISE EXCEPTION 'the round of debit % is settled', p_debit_txn USING ERRCODE = 'WL003';
    END IF;
  END IF;
  IF v_debit.id IS NULL OR EXISTS (SELECT 1 FROM vendor_transactions v WHERE v.merchant_id = p_merchant
      AND v.vendor_code = p_vendor AND v.ref_transaction_id = p_debit_txn AND v.kind = 'rollback'
      AND v.id <> v_claim) THEN
    answer := wallet_answer(p_reply,
      (SELECT balance FROM accounts WHERE member_id = p_member AND wallet_code = p_wallet));
    UPDATE vendor_transactions SET response = answer WHERE id = v_claim;
    RETURN NEXT;
    RETURN;
  END IF;
  SELECT * INTO v_transfer FROM ledger_transfer(p_merchant, p_house,
    wallet_member_account(p_merchant, p_member, p_wallet), v_debit.amount, 'rollback', p_reference, p_key,
    v_debit.round_id, v_debit.transfer_id);
  UPDATE game_rounds g SET stake = g.stake - v_debit.amount,
      status = CASE WHEN g.stake - v_debit.amount = 0 THEN 'void' ELSE g.status END,
      settled_at = CASE WHEN g.stake - v_debit.amount = 0 THEN now() ELSE g.settled_at END
    WHERE g.id = v_debit.round_id;
  answer := wallet_answer(p_reply, v_transfer.credit_balance_after);
  UPDATE vendor_transactions SET amount = v_debit.amount, transfer_id = v_transfer.id, response = answer
    WHERE id = v_claim;
  RETURN NEXT;
END $$;
