-- The catalog's version (issue 22): every statement that changes products, product_relations or
-- promo_codes bumps it and NOTIFYs channel acma_catalog with '<schema>:<version>', in the writing
-- transaction (delivered at commit). Each API instance LISTENs and reloads its catalog snapshot, and
-- compares its snapshot's version with this one after a lost listening connection.
CREATE TABLE catalog_version (
  id      boolean PRIMARY KEY DEFAULT true CHECK (id),
  version bigint NOT NULL
);
INSERT INTO catalog_version (id, version) VALUES (true, 1);

CREATE FUNCTION bump_catalog_version() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v bigint;
BEGIN
  EXECUTE format('UPDATE %I.catalog_version SET version = version + 1 WHERE id RETURNING version', TG_TABLE_SCHEMA) INTO v;
  PERFORM pg_notify('acma_catalog', TG_TABLE_SCHEMA || ':' || v);
  RETURN NULL;
END
$$;

CREATE TRIGGER products_catalog_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version();
CREATE TRIGGER product_relations_catalog_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_relations
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version();
CREATE TRIGGER promo_codes_catalog_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON promo_codes
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version();
