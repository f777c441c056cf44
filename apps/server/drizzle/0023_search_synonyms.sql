CREATE TABLE "search_synonyms" (
	"id" serial PRIMARY KEY NOT NULL,
	"words" text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_log" (
	"text" text PRIMARY KEY NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"results" integer DEFAULT 0 NOT NULL,
	"last_seen" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "search_log_results_idx" ON "search_log" USING btree ("results","count");
--> statement-breakpoint
-- Indian fashion's common words (issue 29), the first of each group the catalogue's own; the same list as
-- SEED_SYNONYMS in packages/shared/src/search-words.ts (a test compares them). The owner edits them afterwards.
INSERT INTO "search_synonyms" ("words") VALUES
  (ARRAY['kurta', 'kurtas', 'kurti', 'kurtis', 'kurtee', 'kurtha', 'kurthi', 'कुर्ता', 'कुर्ते', 'कुर्ती', 'कुर्तियां', 'कुर्तियाँ']::text[]),
  (ARRAY['saree', 'sarees', 'sari', 'saris', 'saaree', 'saari', 'saadi', 'साड़ी', 'साड़ियां', 'साड़ियाँ', 'साडी']::text[]),
  (ARRAY['lehenga', 'lehengas', 'lehnga', 'lehngas', 'lahenga', 'lehanga', 'lengha', 'ghagra', 'ghagras', 'ghaghra', 'chaniya choli', 'chaniya cholis', 'chaniya', 'लहंगा', 'लहँगा', 'लेहंगा', 'लहंगे', 'घाघरा', 'चनिया चोली']::text[]),
  (ARRAY['dupatta', 'dupattas', 'duppata', 'dupata', 'chunni', 'chunnis', 'chunri', 'chunari', 'chunnari', 'odhni', 'odhnis', 'orhni', 'odhani', 'दुपट्टा', 'दुपट्टे', 'चुन्नी', 'चुनरी', 'ओढ़नी']::text[]),
  (ARRAY['salwar', 'salwars', 'shalwar', 'shalwars', 'salvar', 'shalvar', 'सलवार', 'शलवार']::text[]),
  (ARRAY['churidar', 'churidars', 'churidaar', 'chudidar', 'chooridar', 'चूड़ीदार', 'चुड़ीदार']::text[]),
  (ARRAY['anarkali', 'anarkalis', 'anarkalli', 'anaarkali', 'अनारकली']::text[]),
  (ARRAY['palazzo', 'palazzos', 'plazo', 'plazos', 'palazo', 'pallazo', 'palazzo pants', 'पलाज़ो', 'प्लाज़ो', 'प्लाजो']::text[]),
  (ARRAY['blouse', 'blouses', 'ब्लाउज़', 'ब्लाउज']::text[]),
  (ARRAY['jhumka', 'jhumkas', 'jhumki', 'jhumkis', 'jhumke', 'झुमका', 'झुमके', 'झुमकी']::text[]),
  (ARRAY['suit', 'suits', 'सूट']::text[]),
  (ARRAY['dress', 'dresses', 'ड्रेस']::text[]),
  (ARRAY['jacket', 'jackets', 'जैकेट']::text[]),
  (ARRAY['silk', 'resham', 'रेशम', 'रेशमी', 'सिल्क']::text[]),
  (ARRAY['cotton', 'sooti', 'सूती', 'कॉटन']::text[]),
  (ARRAY['red', 'laal', 'lal', 'लाल']::text[]),
  (ARRAY['white', 'safed', 'सफ़ेद', 'सफेद']::text[]),
  (ARRAY['black', 'kala', 'kaala', 'काला', 'काली']::text[]),
  (ARRAY['gold', 'golden', 'sunehra', 'सुनहरा', 'सुनहरी']::text[]),
  (ARRAY['green', 'hara', 'हरा', 'हरी']::text[]),
  (ARRAY['blue', 'neela', 'नीला', 'नीली']::text[]),
  (ARRAY['pink', 'gulabi', 'गुलाबी']::text[]),
  (ARRAY['yellow', 'peela', 'पीला', 'पीली']::text[]);
