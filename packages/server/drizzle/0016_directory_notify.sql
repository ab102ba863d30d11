-- The department list is cached per company (src/platform/cache/departments-cache.ts). Updates and
-- deletes of staff and departments already notify (0002, 0011); rows added (an HR import, a script,
-- psql) notify here, once per company a statement touched, so a bulk import is one notice.
CREATE OR REPLACE FUNCTION campus_directory_notify() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  c uuid;
BEGIN
  FOR c IN SELECT DISTINCT company_id FROM added LOOP
    PERFORM pg_notify('campus_cache', json_build_object('k', 'directory', 'c', c)::text);
  END LOOP;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER staff_directory_notify AFTER INSERT ON staff REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION campus_directory_notify();
--> statement-breakpoint
CREATE TRIGGER departments_directory_notify AFTER INSERT ON departments REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION campus_directory_notify();
