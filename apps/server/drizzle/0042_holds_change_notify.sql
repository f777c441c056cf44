-- The product page and the catalogue engine answer what a shopper may still buy: stock less other shoppers' live
-- holds (issue 24, decision 0057). A hold made, released (paid, closed, superseded, lapsed by the expiry job) or
-- removed names its product on the engine's channel, as a product, variant or review change does (0019, 0025).
CREATE TRIGGER stock_reservations_changed_insert AFTER INSERT ON stock_reservations
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION zariya_variants_changed();
--> statement-breakpoint
CREATE TRIGGER stock_reservations_changed_update AFTER UPDATE ON stock_reservations
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION zariya_variants_changed();
--> statement-breakpoint
CREATE TRIGGER stock_reservations_changed_delete AFTER DELETE ON stock_reservations
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION zariya_variants_changed();
