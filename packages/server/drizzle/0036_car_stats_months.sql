CREATE TABLE "car_stats_months" (
	"company_id" uuid NOT NULL,
	"axis" text NOT NULL,
	"key" uuid,
	"month" text NOT NULL,
	"kind" text NOT NULL,
	"orders" integer NOT NULL,
	"distance_km" bigint NOT NULL,
	"fee_fen" bigint NOT NULL,
	CONSTRAINT "car_stats_months_uq" UNIQUE NULLS NOT DISTINCT("company_id","month","axis","kind","key"),
	CONSTRAINT "car_stats_months_axis_ck" CHECK ("car_stats_months"."axis" IN ('department', 'vehicle'))
);
--> statement-breakpoint
-- The car statistics' rollup (issue 33): finished trips by hub-clock month, kept by triggers so any
-- writer counts. A trip counts once finished: one order, its distance and every fee of it, in the
-- month of its finish, once by department and once by vehicle.
CREATE TYPE car_stats_delta AS (company_id uuid, month text, kind text, department_id uuid, vehicle_id uuid, orders integer, distance_km bigint, fee_fen bigint);--> statement-breakpoint
-- The hub clock (Asia/Shanghai, no daylight saving) month of a moment, as platform/time.ts formats it.
CREATE OR REPLACE FUNCTION campus_hub_month(at timestamptz) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT to_char((at AT TIME ZONE 'UTC') + interval '8 hours', 'YYYY-MM')
$$;--> statement-breakpoint
-- What a finished trip adds (sign 1) or takes away (-1): one order, its distance, its fees so far.
CREATE OR REPLACE FUNCTION campus_car_trip_delta(t car_trips, sign integer) RETURNS car_stats_delta LANGUAGE sql STABLE AS $$
  SELECT (t.company_id, campus_hub_month(t.finished_at), t.kind, t.department_id, t.vehicle_id, sign, sign * coalesce(t.distance_km, 0),
    sign * (SELECT coalesce(sum(f.amount_fen), 0) FROM car_fees f WHERE f.company_id = t.company_id AND f.order_id = t.order_id))::car_stats_delta
$$;--> statement-breakpoint
-- Adds deltas to the rollup, netted per row. Every writer takes the rows' locks in one order (the
-- department rows, then the vehicle rows, each sorted), so two writers never wait for each other in a circle.
CREATE OR REPLACE FUNCTION campus_car_stats_apply(deltas car_stats_delta[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO car_stats_months AS s (company_id, axis, key, month, kind, orders, distance_km, fee_fen)
  SELECT d.company_id, a.axis, CASE a.axis WHEN 'department' THEN d.department_id ELSE d.vehicle_id END, d.month, d.kind,
    sum(d.orders), sum(d.distance_km), sum(d.fee_fen)
  FROM unnest(deltas) d CROSS JOIN (VALUES ('department'), ('vehicle')) a(axis)
  GROUP BY 1, 2, 3, 4, 5
  HAVING sum(d.orders) <> 0 OR sum(d.distance_km) <> 0 OR sum(d.fee_fen) <> 0
  ORDER BY 2, 1, 4, 5, 3
  ON CONFLICT ON CONSTRAINT car_stats_months_uq DO UPDATE
    SET orders = s.orders + EXCLUDED.orders, distance_km = s.distance_km + EXCLUDED.distance_km, fee_fen = s.fee_fen + EXCLUDED.fee_fen
$$;--> statement-breakpoint
-- What fees add (1) or take away (-1) on finished trips. FOR SHARE waits for a finish in flight: it
-- counted the fees committed before it, and this statement then reads the trip as finished and counts its own.
CREATE OR REPLACE FUNCTION campus_car_fee_deltas(fees car_fees[], sign integer) RETURNS car_stats_delta[] LANGUAGE sql AS $$
  WITH trips AS (
    SELECT t.company_id, t.order_id, t.kind, t.department_id, t.vehicle_id, t.finished_at FROM car_trips t
    WHERE (t.company_id, t.order_id) IN (SELECT f.company_id, f.order_id FROM unnest(fees) f)
    ORDER BY t.company_id, t.order_id
    FOR SHARE
  )
  SELECT coalesce(array_agg((t.company_id, campus_hub_month(t.finished_at), t.kind, t.department_id, t.vehicle_id, 0, 0, sign * f.amount_fen)::car_stats_delta), '{}')
  FROM unnest(fees) f JOIN trips t ON t.company_id = f.company_id AND t.order_id = f.order_id
  WHERE t.finished_at IS NOT NULL
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION campus_car_stats_trips() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM campus_car_stats_apply(ARRAY(SELECT campus_car_trip_delta(n::car_trips, 1) FROM new_rows n WHERE n.finished_at IS NOT NULL));
  ELSIF TG_OP = 'UPDATE' THEN
    -- only the trips whose counted columns changed (a comment or a share token changes nothing here)
    PERFORM campus_car_stats_apply(ARRAY(
      WITH changed AS (
        SELECT o::car_trips AS was, n::car_trips AS becomes FROM old_rows o JOIN new_rows n ON n.company_id = o.company_id AND n.order_id = o.order_id
        WHERE (o.finished_at, o.kind, o.department_id, o.vehicle_id, o.distance_km) IS DISTINCT FROM (n.finished_at, n.kind, n.department_id, n.vehicle_id, n.distance_km))
      SELECT campus_car_trip_delta(was, -1) FROM changed WHERE (was).finished_at IS NOT NULL
      UNION ALL
      SELECT campus_car_trip_delta(becomes, 1) FROM changed WHERE (becomes).finished_at IS NOT NULL));
  ELSE
    -- a row trigger BEFORE the delete: the trip's fees are still there (their cascade runs after)
    IF OLD.finished_at IS NOT NULL THEN
      PERFORM campus_car_stats_apply(ARRAY[campus_car_trip_delta(OLD, -1)]);
    END IF;
    RETURN OLD;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION campus_car_stats_fees() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM campus_car_stats_apply(campus_car_fee_deltas(ARRAY(SELECT n::car_fees FROM new_rows n), 1));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM campus_car_stats_apply(campus_car_fee_deltas(ARRAY(SELECT o::car_fees FROM old_rows o), -1)
      || campus_car_fee_deltas(ARRAY(SELECT n::car_fees FROM new_rows n), 1));
  ELSE
    PERFORM campus_car_stats_apply(campus_car_fee_deltas(ARRAY(SELECT o::car_fees FROM old_rows o), -1));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER car_trips_stats_insert AFTER INSERT ON car_trips REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION campus_car_stats_trips();--> statement-breakpoint
CREATE TRIGGER car_trips_stats_update AFTER UPDATE ON car_trips REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION campus_car_stats_trips();--> statement-breakpoint
CREATE TRIGGER car_trips_stats_delete BEFORE DELETE ON car_trips
  FOR EACH ROW EXECUTE FUNCTION campus_car_stats_trips();--> statement-breakpoint
CREATE TRIGGER car_fees_stats_insert AFTER INSERT ON car_fees REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION campus_car_stats_fees();--> statement-breakpoint
CREATE TRIGGER car_fees_stats_update AFTER UPDATE ON car_fees REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION campus_car_stats_fees();--> statement-breakpoint
CREATE TRIGGER car_fees_stats_delete AFTER DELETE ON car_fees REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION campus_car_stats_fees();--> statement-breakpoint
SELECT campus_car_stats_apply(ARRAY(SELECT campus_car_trip_delta(t, 1) FROM car_trips t WHERE t.finished_at IS NOT NULL));
