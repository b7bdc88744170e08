-- The product form kept its default spec rows left blank ("sensorType": ""), and
-- the storefront showed them as empty rows. The form now drops them; this drops the ones
-- already saved.
UPDATE "products" p
SET "specs" = (
  SELECT coalesce(jsonb_object_agg(s.key, s.value), '{}'::jsonb)
  FROM jsonb_each(p."specs") s
  WHERE btrim(s.key) <> '' AND btrim(s.value #>> '{}') <> ''
)
WHERE EXISTS (
  SELECT 1 FROM jsonb_each(p."specs") s
  WHERE btrim(s.key) = '' OR btrim(s.value #>> '{}') = ''
);
