-- Cache invalidation (src/cache): every change that can make a cached caller or a cached rules
-- list wrong NOTIFYs channel campus_cache, in the writer's transaction, so every server drops its
-- entries on commit whoever wrote (a route, a seed, a QA script, an admin in psql).
CREATE OR REPLACE FUNCTION campus_cache_notify() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  r record;
BEGIN
  IF TG_OP = 'DELETE' THEN r := OLD; ELSE r := NEW; END IF;
  IF TG_TABLE_NAME = 'auth_tokens' THEN
    PERFORM pg_notify('campus_cache', json_build_object('k', 'token', 'c', r.company_id, 'h', r.token_hash)::text);
  ELSIF TG_TABLE_NAME = 'staff' THEN
    PERFORM pg_notify('campus_cache', json_build_object('k', 'staff', 'c', r.company_id, 's', r.id)::text);
  ELSIF TG_TABLE_NAME IN ('companies', 'departments') THEN
    PERFORM pg_notify('campus_cache', json_build_object('k', 'company', 'c', r.company_id)::text);
  ELSE
    PERFORM pg_notify('campus_cache', json_build_object('k', 'rules', 'c', r.company_id)::text);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER auth_tokens_cache_notify AFTER UPDATE OR DELETE ON auth_tokens FOR EACH ROW EXECUTE FUNCTION campus_cache_notify();
--> statement-breakpoint
CREATE TRIGGER staff_cache_notify AFTER UPDATE OR DELETE ON staff FOR EACH ROW EXECUTE FUNCTION campus_cache_notify();
--> statement-breakpoint
CREATE TRIGGER companies_cache_notify AFTER UPDATE OR DELETE ON companies FOR EACH ROW EXECUTE FUNCTION campus_cache_notify();
--> statement-breakpoint
CREATE TRIGGER departments_cache_notify AFTER UPDATE OR DELETE ON departments FOR EACH ROW EXECUTE FUNCTION campus_cache_notify();
--> statement-breakpoint
CREATE TRIGGER permission_rules_cache_notify AFTER INSERT OR UPDATE OR DELETE ON permission_rules FOR EACH ROW EXECUTE FUNCTION campus_cache_notify();
--> statement-breakpoint
CREATE TRIGGER permission_rule_children_cache_notify AFTER INSERT OR UPDATE OR DELETE ON permission_rule_children FOR EACH ROW EXECUTE FUNCTION campus_cache_notify();
