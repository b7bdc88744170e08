-- One warranty per product: the term (warranty_months) is the warranty. A "Warranty" row of a
-- product's specifications ("3 years", "18 months", "Lifetime") becomes the term and leaves
-- the specifications, which now show the term instead. "Lifetime" becomes the longest term
-- the shop keeps (120 months). A row that reads otherwise stays for an admin to settle: the
-- product form then asks for the term in its Warranty field.
UPDATE "products" p SET
  "warranty_months" = x.months,
  "specs" = p."specs" - x.spec_key,
  "updated_at" = now()
FROM (
  SELECT q."id", q.spec_key,
    CASE
      WHEN q.value ~* '^lifetime$' THEN 120
      WHEN q.value ~* '^[0-9]{1,2} *(year|years|yr|yrs)$'
        THEN least(120, (substring(q.value FROM '^[0-9]+'))::int * 12)
      WHEN q.value ~* '^[0-9]{1,3} *(month|months|mo)$'
        THEN least(120, (substring(q.value FROM '^[0-9]+'))::int)
    END AS months
  FROM (
    SELECT pr."id", s.key AS spec_key, btrim(s.value) AS value
    FROM "products" pr, jsonb_each_text(pr."specs") s
    WHERE lower(btrim(s.key)) = 'warranty'
  ) q
) x
WHERE p."id" = x."id" AND x.months IS NOT NULL;
