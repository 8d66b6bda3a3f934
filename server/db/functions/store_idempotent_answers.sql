-- Stores the answers of several claimed Idempotency-Keys in one statement.
CREATE OR REPLACE FUNCTION public.store_idempotent_answers(p_answers jsonb)
 RETURNS void
 LANGUAGE plpgsql
AS $function$
DECLARE
  a record;
BEGIN
  PERFORM set_config('synchronous_commit', 'off', true);
  FOR a IN SELECT * FROM jsonb_to_recordset(p_answers)
      AS x("scope" integer, "key" text, "token" text, "status" integer, "f" text, "body" jsonb) ORDER BY x."scope", x."key" LOOP
    UPDATE "idempotency_keys" SET "status_code" = a."status", "response" = jsonb_build_object('f', a."f", 'body', a."body")
      WHERE "user_id" = a."scope" AND "key" = a."key" AND "claim_token" = a."token";
  END LOOP;
END;
$function$;
