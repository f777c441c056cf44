// The demo catalogue: compact hand-written tables expanded into full product definitions.
// Everything that is not written by hand (discounts, stock, ratings, image counts) comes from a seeded
// PRNG so that every start produces the same shop.
import type { Category } from '@zariya/shared/constants';
import type { Specification } from '../db/schema.ts';

export type GarmentType =
  | 'saree'
  | 'mekhela'
  | 'lehenga'
  | 'anarkali'
  | 'anarkalisuit'
  | 'kurta'
  | 'kurtaset'
  | 'pheran'
  | 'salwar'
  | 'dress'
  | 'top'
  | 'shirt'
  | 'skirt'
  | 'jeans'
  | 'trousers'
  | 'jacket'
  | 'earrings'
  | 'necklace'
  | 'bangles'
  | 'potli'
  | 'clutch'
  | 'handbag'
  | 'juttis'
  | 'sandals'
  | 'dupatta'
  | 'scarf';

export type Motif =
  | 'plain'
  | 'zari'
  | 'buti'
  | 'paisley'
  | 'floral'
  | 'stripes'
  | 'lehariya'
  | 'checks'
  | 'block'
  | 'bandhani'
  | 'chikan'
  | 'ikat'
  | 'mirror'
  | 'phulkari'
  | 'polka'
  | 'denim'
  | 'kundan';

export type Occasion = 'wedding' | 'festive' | 'party' | 'office' | 'casual' | 'everyday' | 'winter';

export type ArtSpec = {
  type: GarmentType;
  motif: Motif;
  /** Colour names as stored on the product; the first one is dominant. */
  colors: string[];
  /** Whether the piece carries gold zari borders (silk and festive weaves). */
  zari: boolean;
  /** A variant hint taken from the product name (e.g. 'maxi', 'blazer', 'chandbali'). */
  variant: string;
  images: number;
  seed: number;
};

export type ProductDefinition = {
  brandname: string;
  productname: string;
  category: Category;
  description: string;
  newPrice: number;
  oldPrice: number | null;
  material: string;
  colors: string[];
  sizes: string[];
  specifications: Specification[];
  stock: number;
  available: boolean;
  ratings: number[];
  art: ArtSpec;
};

// One product is a header line and an indented blurb line:
//   brand | product name | type:motif[:images] | material | price[/old] | colours | occasion [| sold out]
// price/old: '/-' means no old price, '/=' the same as the price, a number an explicit old price;
// without it the discount comes from the PRNG.
const TABLES: Record<Category, string> = {
  Saree: `
Kanchi Looms | Kanjeevaram Pure Silk Saree with Zari Border | saree:zari:7 | Pure Silk | 14999 | Maroon Gold DarkGreen | wedding
  Woven in Kanchipuram with a contrast korvai border, this saree carries temple motifs along the hem and a heavy zari pallu.
Banaras Weaves House | Banarasi Katan Silk Saree with Kadhwa Butis | saree:buti:4 | Pure Silk | 11499 | RoyalBlue Gold Crimson | wedding
  Every buti on this Katan silk saree is woven separately in the kadhwa technique, so the motifs sit crisp and raised on the fabric.
Resham Ghar | Soft Crepe Silk Saree with Gold Zari Edge | saree:plain | Crepe Silk | 6899 | Teal Gold | festive
  A fluid crepe silk saree in a deep solid shade, finished with a slim gold zari edge that lets the drape do the talking.
Sutra & Silk | Organza Saree with Floral Embroidery | saree:floral | Organza | 3499 | Lavender Plum White | party
  Sheer organza scattered with thread-embroidered blossoms, with a scalloped border that catches the light as you move.
Taani Handlooms | Bengal Tant Cotton Saree with Woven Border | saree:stripes | Cotton | 1199 | White Crimson | everyday
  Crisp Tant cotton woven by hand in Nadia, with the classic contrast border and fine stripes along the pallu.
Jaipur Block Co. | Hand Block Printed Mul Cotton Saree | saree:block | Mul Cotton | 1499 | Ivory MidnightBlue Sienna | everyday
  Printed by hand with carved wooden blocks in Sanganer, this featherlight mul saree uses natural indigo and madder dyes.
Kora & Co. | Chanderi Silk Cotton Saree with Zari Butis | saree:buti | Chanderi | 2799 | PeachPuff Gold SeaGreen | festive
  Translucent Chanderi silk cotton with tiny gold butis and a contrast zari border, light enough for an all-day function.
Banaras Weaves House | Tussar Silk Saree with Madhubani Print | saree:floral | Tussar Silk | 4299 | Tan Maroon Black | festive
  Natural Tussar silk with its signature slub texture, hand-painted with Madhubani-inspired flowers along the body and pallu.
Sutra & Silk | Georgette Saree with Sequin Work | saree:buti | Georgette | 2499 | Black Silver MidnightBlue | party
  A flowing georgette saree sprinkled with tonal sequins and finished with a shimmering sequinned border.
Resham Ghar | Bandhani Art Silk Saree | saree:bandhani | Art Silk | 1899 | Crimson Gold DarkOrange | festive
  Tied and dyed by hand in Jamnagar, every dot of this bandhani saree is a tiny knot pinched into the cloth before dyeing.
Taani Handlooms | Pochampally Ikat Cotton Saree | saree:ikat | Cotton | 2199 | Teal Maroon Black | office
  The yarns of this saree are resist-dyed before weaving, which gives Pochampally ikat its softly feathered geometric pattern.
Kanchi Looms | Soft Silk Saree with Checks and Contrast Pallu | saree:checks | Soft Silk | 3899 | MediumVioletRed Gold Orange | festive
  Lightweight soft silk woven in small zari checks, paired with a contrast pallu and a rich woven border.
Kora & Co. | Linen Saree with Silver Zari Stripes | saree:stripes | Linen | 2999 | SlateGray Silver White | office
  Breathable pure linen with fine silver zari stripes, a calm and polished saree for long working days.
Sutra & Silk | Chiffon Lehariya Saree | saree:lehariya | Chiffon | 1299 | DeepPink Orange Gold | festive
  Rolled and resist-dyed in diagonal waves, this lehariya chiffon saree is the colour of a Rajasthani monsoon festival.
Resham Ghar | Printed Georgette Saree with Paisley Motifs | saree:paisley | Georgette | 899/- | Navy Coral White | everyday
  An easy-drape georgette saree printed with flowing paisleys, wrinkle-resistant and quick to dry.
Banaras Weaves House | Banarasi Tissue Silk Saree in Gold | saree:zari:6 | Tissue Silk | 18999 | Gold Ivory Goldenrod | wedding
  Woven with real metallic tissue yarns, this saree has a soft lustre across the body and an ornate zari pallu for the bride's family.
Taani Handlooms | Kota Doria Saree with Zari Checks | saree:checks | Kota Doria | 1699 | Turquoise Gold White | everyday | sold out
  Kota Doria's airy square weave is woven in Kaithoon near Kota, with fine zari checks that keep it festive yet featherlight.
`,
  'Regional Attires': `
Brahmaputra Looms | Mekhela Chador in Muga Silk | mekhela:buti:6 | Muga Silk | 12499 | Goldenrod Maroon Ivory | wedding
  Assam's golden Muga silk is woven into a two-piece mekhela chador with traditional kesh motifs along the border.
Brahmaputra Looms | Cotton Mekhela Chador with Gamosa Border | mekhela:stripes | Cotton | 2299 | White Crimson | festive
  A handwoven cotton mekhela chador in white with the red gamosa border, a Bihu favourite that softens with every wash.
Phulkari Tales | Hand-Embroidered Phulkari Bagh Dupatta | dupatta:phulkari:4 | Cotton | 2899 | Crimson Gold Orange DeepPink | festive
  Stitched by women artisans near Patiala, this bagh is worked in silk floss darning stitches until the base cloth almost disappears.
Phulkari Tales | Phulkari Kurta with Patiala Salwar | salwar:phulkari | Cotton | 3299 | Black DeepPink Orange Gold | festive
  A black cotton kurta with bright phulkari embroidery on the yoke, paired with a generously pleated Patiala salwar and dupatta.
Nila Weaves | Kerala Kasavu Set Mundu with Gold Border | mekhela:zari | Cotton | 2499 | Ivory Gold | festive
  The traditional two-piece set mundu from Kerala: a handloom mundu and neriyathu in off-white with a broad kasavu border.
Nila Weaves | Kasavu Saree with Temple Border | saree:zari | Cotton | 1899 | Ivory Gold Maroon | festive
  Off-white Kerala handloom with a golden kasavu border and a row of temple motifs, made for Onam and Vishu mornings.
Paithan Heritage | Paithani Silk Saree with Peacock Pallu | saree:zari:8 | Pure Silk | 16999 | Purple Gold DarkGreen | wedding
  Woven on a handloom in Yeola, this Paithani has a kaleidoscope body and a peacock pallu tapestry-woven in silk and zari.
Paithan Heritage | Nauvari Cotton Silk Saree | saree:checks | Cotton Silk | 4599 | DarkGreen Crimson Gold | festive
  A nine-yard Maharashtrian nauvari in cotton silk with small checks and a contrast border, ready for Gudi Padwa.
Kesariya Craft | Rajasthani Ghagra Choli with Gota Patti | lehenga:mirror | Cotton | 4999 | Crimson Goldenrod DarkGreen | festive
  A flared cotton ghagra with gota patti appliqué and a matching choli, finished with a lightweight odhni.
Kesariya Craft | Kutchi Mirror Work Ghagra Choli | lehenga:mirror:6 | Cotton | 5799 | Navy Crimson Orange Gold | festive
  Hand-embroidered by artisans in Kutch with tiny mirrors and interlaced stitches, this ghagra choli is made for garba nights.
Chinar Weaves | Kashmiri Pheran with Tilla Embroidery | pheran:paisley | Wool Blend | 3899 | MidnightBlue Gold Crimson | winter
  A roomy wool-blend pheran with tilla embroidery in metallic thread around the neckline, cuffs and pockets.
Chinar Weaves | Aari Embroidered Cotton Pheran | pheran:floral | Cotton | 2199 | Beige Maroon DarkGreen | casual
  A lighter cotton pheran embroidered with the hooked aari needle in chinar leaves and blossoms.
Aangan | Sambalpuri Ikat Cotton Saree | saree:ikat | Cotton | 2699 | Maroon Black White | festive
  Woven in western Odisha, this Sambalpuri saree uses tie-dyed yarns to form shell and wheel motifs along the border.
Aangan | Chettinad Cotton Saree with Checks | saree:checks | Cotton | 1399 | DarkOrange Maroon Black | everyday
  Bold Chettinad checks in a thick handloom cotton with a contrast border, a sturdy everyday saree from Karaikudi.
Kesariya Craft | Gujarati Chaniya Choli with Bandhani | lehenga:bandhani | Georgette | 6499 | Crimson Gold Orange | festive
  A georgette chaniya with bandhani dots and a mirror-worked hem, styled for Navratri with a matching choli and dupatta.
Brahmaputra Looms | Bengal Garad Silk Saree | saree:stripes | Pure Silk | 5499 | White Crimson Gold | festive
  Undyed Garad silk with a red border and pallu, the saree of choice for Durga Puja mornings and sindoor khela.
Aangan | Kodava Style Drape Silk Saree | saree:buti | Art Silk | 3299 | Teal Gold Peru | wedding
  A soft silk saree with woven butis, long enough for the Kodava drape with pleats at the back and the pallu over the shoulder.
`,
  'Women Ethnic': `
Chikankari Studio | Lucknowi Chikankari Straight Kurta | kurta:chikan:6 | Cotton | 1899 | White PowderBlue Pink | casual
  Hand-embroidered in Lucknow with fine bakhiya and phanda stitches, this straight cotton kurta is cool and understated.
Chikankari Studio | Georgette Chikankari Anarkali Kurta | anarkali:chikan | Georgette | 3499 | Teal White LightPink | festive
  A flared georgette anarkali worked in tonal chikankari, with a matching slip so it can be worn straight out of the box.
Jaipur Block Co. | Hand Block Printed A-Line Kurta | kurta:block | Cotton | 999 | MidnightBlue White Sienna | casual
  An A-line cotton kurta printed by hand with wooden blocks, in natural dyes that mellow beautifully over time.
Jaipur Block Co. | Dabu Print Kurta with Palazzo Set | kurtaset:block | Cotton | 1699 | MidnightBlue Khaki White | casual
  Mud-resist dabu printing from Akola gives this kurta and palazzo set its soft, slightly irregular indigo pattern.
Ruhani | Bandhani Georgette Lehenga Set | lehenga:bandhani:7 | Georgette | 7999 | MediumVioletRed Gold Orange | wedding
  A flared bandhani lehenga with gota borders, a sequinned blouse and a sheer dupatta, made for mehendi and sangeet.
Ruhani | Velvet Lehenga with Zardozi Work | lehenga:zari | Velvet | 14499 | Maroon Gold | wedding | sold out
  Plush velvet hand-embroidered with zardozi in antique gold, with a can-can lined skirt for a full, graceful flare.
Mishri | Floral Print Rayon Kurti | kurta:floral | Rayon | 599 | Coral DarkGreen White | casual
  A soft rayon kurti printed with climbing florals, cut in a relaxed straight fit with three-quarter sleeves.
Mishri | Mirror Work Short Kurti | kurta:mirror | Cotton | 749 | Black Tomato Gold | casual
  A short cotton kurti with mirror work around the neckline, easy to wear over jeans or a cotton skirt.
Gulmohar Lane | Anarkali Gown with Gota Work | anarkali:buti | Chanderi | 4499 | Purple Gold | festive
  A floor-length Chanderi anarkali gown with gota butis and a broad gota border along the flare.
Gulmohar Lane | Tiered Anarkali Kurta in Rayon | anarkali:floral | Rayon | 1299 | Teal Salmon Gold | festive
  A tiered, twirl-worthy anarkali kurta in printed rayon with a gold foil border at every tier.
Aangan | Khadi Cotton Kurta with Pintucks | kurta:plain | Khadi Cotton | 1399 | Beige Brown | office
  Hand-spun khadi with pintucks on the yoke and wooden buttons, a breathable kurta that gets softer with every wash.
Ruhani | Sharara Set with Embroidered Kurti | kurtaset:floral | Georgette | 3899 | Plum Gold White | party
  A short embroidered kurti paired with a flared sharara and a sheer dupatta, finished with delicate sequin highlights.
Aangan | Ikat Cotton Kurta with Wooden Buttons | kurta:ikat | Cotton | 1199 | Navy Maroon White | office
  A straight handloom ikat kurta with a mandarin collar and wooden buttons, cut long for a clean silhouette.
Sutra & Silk | Silk Blend Straight Kurta with Zari Yoke | kurta:zari | Silk Blend | 2299 | Teal Gold | festive
  A lustrous silk blend kurta with a zari-woven yoke and cuffs, ideal with churidar or cigarette pants.
Mishri | Printed Crepe Kurta with Side Slits | kurta:paisley | Crepe | 899 | DarkOrange Navy | office
  A wrinkle-resistant crepe kurta printed with paisleys, with deep side slits for easy movement.
Gulmohar Lane | Organza Dupatta with Gota Border | dupatta:buti | Organza | 1099 | DeepPink Gold | festive
  A sheer organza dupatta scattered with gota butis and edged with a gleaming gota border.
Chikankari Studio | Chikankari Angrakha Kurta | kurta:chikan | Mul Cotton | 2499 | Beige White | festive
  An overlapping angrakha kurta in mul cotton, embroidered with shadow-work chikankari around the neckline.
Jaipur Block Co. | Quilted Ethnic Jacket with Block Print | jacket:block | Cotton | 1599 | MidnightBlue Gold | festive
  A hand-quilted cotton jacket printed with Bagru motifs, to layer over kurtas and sarees on cooler evenings.
`,
  'Women Western': `
Urban Mehr | Floral Print Wrap Midi Dress | dress:floral:6 | Crepe | 1799 | Navy Coral White | party
  A flattering wrap dress in soft crepe with a self-tie waist, flutter sleeves and a flowing midi hem.
Urban Mehr | Linen Button-Down Shirt | shirt:plain | Linen | 1299 | White SkyBlue Beige | office
  A relaxed pure linen shirt with a classic collar and curved hem, equally good tucked in or worn open as a layer.
Indigo Alley | High-Rise Straight Fit Jeans | jeans:denim | Denim | 1599 | Navy SteelBlue Black | casual
  Rigid cotton denim with a touch of stretch, a high rise and a straight leg that sits cleanly over sneakers or juttis.
Indigo Alley | Cropped Denim Jacket | jacket:denim | Denim | 1999 | SteelBlue Navy | casual
  A cropped trucker jacket in mid-wash denim with flap pockets and copper-tone buttons.
Saanjh Studio | Tiered Maxi Dress with Smocking | dress:buti | Rayon | 1499 | Maroon Ivory | casual
  A breezy tiered maxi with a smocked bodice and tiny printed butis, made for long summer days.
Saanjh Studio | Satin Slip Dress | dress:plain | Satin | 2299 | DarkGreen Black Plum | party
  A bias-cut satin slip dress with adjustable straps and a soft cowl neck that skims the body.
Coastline Co. | Striped Cotton Resort Shirt | shirt:stripes | Cotton | 899 | White Navy | casual
  A breezy striped cotton shirt with a camp collar, cut loose for holidays by the sea.
Coastline Co. | Wide-Leg Linen Trousers | trousers:plain | Linen | 1399 | Beige OliveDrab Khaki | office
  High-waisted linen trousers with front pleats and a wide leg that stays cool through the afternoon.
Mehr & Moss | Polka Dot Puff Sleeve Top | top:polka | Georgette | 699 | Black White | casual
  A light georgette top with puff sleeves, a square neck and a classic polka dot print.
Mehr & Moss | Tailored Crepe Blazer | jacket:plain | Crepe | 3299 | Beige Black Navy | office
  A single-breasted blazer in structured crepe with notch lapels and a soft shoulder, lined for a smooth fit.
Urban Mehr | Checked Pinafore Dress | dress:checks | Cotton | 1599 | SlateGray DarkRed | casual
  A cotton pinafore dress in soft checks with deep pockets, easy to layer over a tee or a fitted top.
Indigo Alley | Mom Fit Jeans in Light Wash | jeans:denim | Denim | 1399 | LightSteelBlue CornflowerBlue | casual
  Relaxed mom jeans in a sun-faded light wash with a high waist and a tapered ankle.
Saanjh Studio | Embroidered Cotton Peasant Top | top:floral | Cotton | 799 | White Coral Teal | casual
  A loose cotton peasant top with hand-embroidered flowers on the yoke and a gathered neckline.
Coastline Co. | Pleated Georgette Midi Skirt | skirt:plain | Georgette | 1199 | DarkSeaGreen Black Salmon | party
  Sunray pleats in fluid georgette with an elasticated waist, for a skirt that moves beautifully.
Mehr & Moss | Quilted Puffer Jacket | jacket:plain | Polyester | 3899 | OliveDrab Black | winter
  A lightweight quilted puffer with a stand collar and zip pockets, packable enough for a trip up north.
Urban Mehr | Ruffled Chiffon Maxi Dress | dress:floral | Chiffon | 2699 | Lavender Plum | party
  A floaty chiffon maxi with soft ruffles at the neckline and hem, lined to the knee.
Indigo Alley | Block Print Cotton Palazzo Trousers | trousers:block | Cotton | 649 | Navy White | casual | sold out
  Flowy cotton palazzos with a hand block print and an elasticated waist with a drawstring.
`,
  Accessories: `
Mishri | Oxidised Silver Jhumka Earrings | earrings:plain:4 | German Silver | 449 | Silver Teal Maroon | everyday
  Dome jhumkas in oxidised German silver with tiny bead drops, light enough to wear through the day.
Kesar Jewels | Kundan Chandbali Earrings | earrings:kundan | Brass | 1299 | Gold White Crimson DarkGreen | wedding
  Crescent chandbalis set with kundan stones and edged with pearl drops, plated in warm gold.
Kesar Jewels | Temple Jewellery Necklace Set | necklace:zari:6 | Brass | 2899 | Gold Crimson DarkGreen | wedding
  A South Indian temple necklace with Lakshmi coin pendants and ruby-tone stones, with matching earrings.
Chandi Bazaar | Oxidised Silver Choker Necklace | necklace:plain | German Silver | 899 | Silver Black Teal | festive
  A flat oxidised choker with engraved floral links and a cotton dori tie that adjusts to any neckline.
Rajwada Crafts | Lac Bangles Set of 6 | bangles:mirror | Lac | 499 | Crimson Gold DarkGreen | festive
  Lac bangles hand-rolled in Jaipur and studded with tiny mirrors and stones, sold as a set of six.
Rajwada Crafts | Glass Bangles Set with Gold Accents | bangles:plain | Glass | 349 | DarkGreen Gold | festive
  A stack of smooth glass bangles with gold-painted accents, the traditional green for festivals and weddings.
Kesar Jewels | Gold-Plated Kada Pair | bangles:zari | Brass | 1499/- | Gold Maroon | wedding
  A pair of broad brass kadas with engraved floral bands and a micro gold plating that keeps its shine.
Potli Stories | Potli Bag with Mirror Work | potli:mirror:4 | Raw Silk | 799 | Maroon Gold | wedding
  A raw silk potli with mirror work, a drawstring top, beaded handle and silk tassels.
Potli Stories | Embroidered Velvet Potli | potli:zari | Velvet | 1199 | MidnightBlue Gold | party
  A velvet potli with zardozi flowers and a gathered frill, roomy enough for a phone and a lipstick.
Potli Stories | Zardozi Box Clutch | clutch:zari | Velvet | 1899 | Black Gold | party
  A structured box clutch with a zardozi medallion, gold frame clasp and a detachable chain.
Rajwada Crafts | Jute Tote Bag with Block Print | handbag:block | Jute | 699 | Tan Navy Maroon | casual
  A sturdy jute tote with a hand block printed panel, cotton lining and an inner zip pocket.
Kolhapur Cobbler Co. | Kolhapuri Leather Flats | sandals:plain | Leather | 1099 | Tan Chocolate Black | casual
  Hand-stitched in Kolhapur from vegetable-tanned leather, with a braided toe strap and a cushioned footbed.
Mojari Makers | Embroidered Punjabi Juttis | juttis:phulkari | Leather | 1299 | Maroon Gold Black | festive
  Leather juttis with a hand-embroidered vamp in bright thread and a soft padded sole.
Mojari Makers | Pearl Embellished Juttis | juttis:buti | Leather | 1599 | Ivory Gold Pink | wedding | sold out
  Bridal juttis in ivory with pearl and sequin embellishment and a gently pointed toe.
Chinar Weaves | Pashmina Blend Stole with Paisley Weave | scarf:paisley | Wool Blend | 1999 | Maroon Beige Navy | winter
  A soft pashmina blend stole with a woven paisley border and hand-twisted fringes.
Mishri | Printed Modal Scarf | scarf:floral | Modal | 499/= | Coral Teal White | casual
  A silky modal scarf printed with botanical florals, light enough to wear through the year.
Mishri | Silk Thread Jhumka Earrings | earrings:plain | Silk Thread | 249 | DeepPink Gold Turquoise | festive
  Colourful jhumkas wrapped in silk thread with gold-tone bead trims, a cheerful pick for haldi and mehendi.
`,
  'Salwar & Suits': `
Ruhani | Anarkali Suit Set with Dupatta | anarkalisuit:buti:6 | Georgette | 3999 | Teal Gold Pink | festive
  A flared georgette anarkali with gota butis, slim churidar and a sheer dupatta with a scalloped border.
Noor Ateliers | Straight Cotton Salwar Suit with Dupatta | salwar:block | Cotton | 1499 | Goldenrod Navy White | casual
  A block printed straight kurta with a matching salwar and a soft mulmul dupatta.
Phulkari Tales | Patiala Suit with Phulkari Dupatta | salwar:phulkari | Cotton | 2299 | Crimson Orange Gold | festive
  A short cotton kurta and pleated Patiala salwar with a bright phulkari dupatta that steals the show.
Zardozi House | Chanderi Silk Suit with Zari Work | salwar:zari | Chanderi | 4299 | PeachPuff Gold SeaGreen | festive
  A Chanderi silk kurta with zari work on the yoke, with straight pants and a zari-bordered dupatta.
Zardozi House | Velvet Suit with Zardozi Yoke | salwar:zari | Velvet | 8999 | Maroon Gold | wedding
  A winter wedding suit in micro velvet with a hand zardozi yoke and an organza dupatta.
Noor Ateliers | Sharara Suit with Mirror Work | salwar:mirror | Georgette | 3499 | Black Gold Crimson | party
  A mirror-worked kurta with a flared sharara and a net dupatta, styled for sangeet nights.
Sutra & Silk | Banarasi Silk Unstitched Suit Material | salwar:buti | Silk Blend | 2799 | Purple Gold | festive
  Unstitched Banarasi silk blend kurta fabric with woven butis, plain bottom fabric and a woven dupatta.
Gulmohar Lane | Lawn Cotton Printed Suit | salwar:floral | Cotton | 1199 | Lavender Plum DarkGreen | casual
  A fine lawn cotton suit printed with soft florals, cool enough for the peak of summer.
Ruhani | Palazzo Suit Set with Chiffon Dupatta | salwar:paisley | Rayon | 1699 | Navy Coral Gold | casual
  A printed rayon kurta with wide palazzos and a chiffon dupatta with a lace edge.
Chikankari Studio | Chikankari Salwar Suit in Georgette | salwar:chikan | Georgette | 3199 | Pink White | festive
  Georgette kurta, salwar and dupatta, each embroidered by hand in Lucknow with tonal chikankari.
Noor Ateliers | Churidar Suit with Bandhani Dupatta | salwar:bandhani | Cotton Silk | 2499 | DarkGreen Crimson Gold | festive
  A cotton silk kurta with a churidar and a bright bandhani dupatta in contrasting colours.
Gulmohar Lane | Angrakha Anarkali Suit | anarkalisuit:floral | Rayon | 1899 | Coral DarkGreen Ivory | festive
  An angrakha-style anarkali with a tie-up side, printed florals, churidar and a cotton dupatta.
Zardozi House | Organza Suit Set with Floral Embroidery | salwar:floral | Organza | 5899 | Lavender Gold Plum | wedding
  A lined organza kurta embroidered with threadwork flowers, with straight pants and an organza dupatta.
Phulkari Tales | Cotton Dhoti Salwar Suit | salwar:stripes | Cotton | 1399 | Teal Orange White | casual
  A striped cotton kurta with a draped dhoti salwar and a light dupatta, easy and modern.
Noor Ateliers | Printed Crepe Kurta Pant Set | kurtaset:paisley | Crepe | 799 | Maroon Gold | everyday
  A printed crepe kurta with matching straight pants, a dependable set for office and errands.
Sutra & Silk | Tussar Silk Suit with Kantha Embroidery | salwar:buti | Tussar Silk | 5299 | Tan Maroon DarkGreen | festive
  Tussar silk embroidered in running-stitch kantha by artisans in Bengal, with a matching dupatta.
Ruhani | Long Kalidar Suit with Net Dupatta | anarkalisuit:buti | Georgette | 2999 | MidnightBlue Silver | party | sold out
  A floor-grazing kalidar kurta with silver sequin butis, churidar and a net dupatta.
`,
};

const OCCASION_LABEL: Record<Occasion, string> = {
  wedding: 'Wedding',
  festive: 'Festive',
  party: 'Party',
  office: 'Office',
  casual: 'Casual',
  everyday: 'Daily wear',
  winter: 'Winter wear',
};

const OCCASION_LINES: Record<Occasion, string[]> = {
  wedding: [
    'A graceful choice for weddings, receptions and family functions.',
    'Made for weddings and big family occasions, and special enough to hand down.',
  ],
  festive: [
    'Perfect for Diwali, Durga Puja, Eid and other festive gatherings.',
    'An easy festive pick for pujas, sangeet nights and family get-togethers.',
  ],
  party: [
    'Dress it up for cocktail evenings, birthdays and celebrations.',
    'Made for evenings out, from parties to dinner with friends.',
  ],
  office: [
    'Polished enough for the office and comfortable through a long commute.',
    'A smart pick for workdays, meetings and presentations.',
  ],
  casual: [
    'Easy to style for brunches, college and weekend outings.',
    'Relaxed and comfortable for everyday outings and travel.',
  ],
  everyday: [
    'Light and comfortable for daily wear through the Indian summer.',
    'A dependable everyday piece that is easy to care for.',
  ],
  winter: [
    'Warm enough for north Indian winters without feeling bulky.',
    'Made for cold mornings and winter evenings.',
  ],
};

const CARE: Array<[RegExp, string, string]> = [
  [
    /muga|tussar|pure silk|tissue|soft silk|garad/i,
    'Dry clean only; store folded in a muslin cloth and refold every few months to protect the zari.',
    'Dry clean only',
  ],
  [/velvet/i, 'Dry clean only and store on a padded hanger away from damp.', 'Dry clean only'],
  [/wool|pashmina/i, 'Dry clean or hand wash in cold water with a wool wash, and dry flat.', 'Dry clean'],
  [
    /organza|chanderi|kota|crepe silk|art silk|silk blend|cotton silk|raw silk/i,
    'Dry clean recommended; steam rather than iron to keep the sheen.',
    'Dry clean recommended',
  ],
  [/denim/i, 'Machine wash cold inside out with similar colours and dry in shade.', 'Machine wash cold'],
  [/linen/i, 'Machine wash cold on a gentle cycle; linen grows softer with every wash.', 'Machine wash cold'],
  [
    /georgette|chiffon|crepe|satin|modal|polyester/i,
    'Hand wash gently in cold water or dry clean, and iron on low heat.',
    'Hand wash or dry clean',
  ],
  [
    /rayon/i,
    'Hand wash in cold water without wringing, and iron on medium heat while slightly damp.',
    'Hand wash cold',
  ],
  [
    /cotton|khadi|mul/i,
    'Hand wash separately in cold water with a mild detergent and dry in shade.',
    'Hand wash separately',
  ],
  [
    /silver|brass|lac|silk thread/i,
    'Keep away from water and perfume, and store in the pouch provided to prevent tarnish.',
    'Wipe with a soft dry cloth',
  ],
  [/glass/i, 'Handle with care and store in a bangle box so the pieces do not knock together.', 'Wipe clean'],
  [/leather/i, 'Wipe clean with a dry cloth and keep away from prolonged moisture.', 'Wipe with a dry cloth'],
  [/jute/i, 'Spot clean with a damp cloth; do not machine wash.', 'Spot clean only'],
];

const MOTIF_LABEL: Record<Motif, string> = {
  plain: 'Solid',
  zari: 'Zari woven',
  buti: 'Woven butis',
  paisley: 'Paisley',
  floral: 'Floral',
  stripes: 'Striped',
  lehariya: 'Lehariya',
  checks: 'Checked',
  block: 'Hand block print',
  bandhani: 'Bandhani (tie-dye)',
  chikan: 'Chikankari embroidery',
  ikat: 'Ikat weave',
  mirror: 'Mirror work',
  phulkari: 'Phulkari embroidery',
  polka: 'Polka dots',
  denim: 'Solid wash',
  kundan: 'Kundan setting',
};

const GARMENT_SIZES = ['XS', 'S', 'M', 'L', 'XL', 'XXL'];
const FOOTWEAR_SIZES = ['36', '37', '38', '39', '40', '41'];
const BANGLE_SIZES = ['2.4', '2.6', '2.8'];
const METALS = new Set(['gold', 'silver']);

/** mulberry32: small, fast and good enough for a stable demo catalogue. */
export function createRng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Rng = () => number;
const between = (rng: Rng, min: number, max: number) => min + Math.floor(rng() * (max - min + 1));
const pick = <T>(rng: Rng, list: readonly T[]): T => list[Math.floor(rng() * list.length)];

function weighted<T>(rng: Rng, entries: ReadonlyArray<readonly [T, number]>): T {
  const total = entries.reduce((sum, [, w]) => sum + w, 0);
  let r = rng() * total;
  for (const [value, w] of entries) {
    r -= w;
    if (r < 0) return value;
  }
  return entries[entries.length - 1][0];
}

/** Rupee prices end in 9: 2,399 rather than 2,374. */
function roundPrice(value: number): number {
  const step = value >= 1000 ? 100 : 50;
  return Math.ceil((value + 1) / step) * step - 1;
}

function sizesFor(type: GarmentType, name: string, rng: Rng): string[] {
  switch (type) {
    case 'saree':
    case 'mekhela':
    case 'dupatta':
    case 'scarf':
      return ['Free Size'];
    case 'juttis':
    case 'sandals':
      return FOOTWEAR_SIZES.slice(0, between(rng, 5, 6));
    case 'bangles':
      return name.includes('Kada') ? ['2.6', '2.8'] : BANGLE_SIZES;
    case 'earrings':
    case 'necklace':
    case 'potli':
    case 'clutch':
    case 'handbag':
      return [];
    default: {
      if (/unstitched/i.test(name)) return ['Free Size'];
      const from = between(rng, 0, 1);
      const to = between(rng, 4, 5);
      return GARMENT_SIZES.slice(from, to + 1);
    }
  }
}

function specificationsFor(
  type: GarmentType,
  motif: Motif,
  material: string,
  occasion: Occasion,
  name: string,
  washCare: string,
): Specification[] {
  const spec = (key: string, value: string) => ({ key, value });
  const pattern = spec('Pattern', MOTIF_LABEL[motif]);
  const occ = spec('Occasion', OCCASION_LABEL[occasion]);
  const care = spec('Wash Care', washCare);
  const fabric = spec('Fabric', material);
  const gilded = material === 'Brass' ? 'Gold-plated' : material === 'German Silver' ? 'Oxidised' : 'None';
  switch (type) {
    case 'saree':
      return [
        fabric,
        pattern,
        spec('Saree Length', /nauvari/i.test(name) ? '9 yards (8.2 m)' : '5.5 m'),
        spec('Blouse Piece', 'Included, unstitched (0.8 m)'),
        occ,
        care,
      ];
    case 'mekhela':
      return [fabric, pattern, spec('Set Contents', 'Two pieces: lower drape and upper drape'), occ, care];
    case 'lehenga':
      return [
        fabric,
        spec('Work', MOTIF_LABEL[motif]),
        spec('Set Contents', 'Lehenga, blouse and dupatta'),
        spec('Closure', 'Drawstring with tassels'),
        occ,
        care,
      ];
    case 'kurta':
    case 'anarkali':
    case 'pheran':
      return [
        fabric,
        pattern,
        spec('Sleeve', type === 'pheran' ? 'Full sleeves' : 'Three-quarter sleeves'),
        spec('Length', type === 'anarkali' || type === 'pheran' ? 'Calf length' : 'Knee length'),
        occ,
        care,
      ];
    case 'salwar':
    case 'kurtaset':
    case 'anarkalisuit':
      return [
        fabric,
        spec('Work', MOTIF_LABEL[motif]),
        spec(
          'Set Contents',
          type === 'kurtaset'
            ? 'Kurta and bottom'
            : /unstitched/i.test(name)
              ? 'Kurta fabric, bottom fabric and dupatta'
              : 'Kurta, bottom and dupatta',
        ),
        spec('Sleeve', 'Three-quarter sleeves'),
        occ,
        care,
      ];
    case 'dress':
    case 'top':
    case 'shirt':
    case 'skirt':
      return [
        fabric,
        pattern,
        spec('Fit', type === 'shirt' ? 'Relaxed fit' : 'Regular fit'),
        spec(
          'Length',
          type === 'top' || type === 'shirt' ? 'Hip length' : /maxi/i.test(name) ? 'Maxi' : 'Midi',
        ),
        occ,
        care,
      ];
    case 'jeans':
    case 'trousers':
      return [
        fabric,
        spec('Fit', /wide|palazzo/i.test(name) ? 'Wide leg' : /mom/i.test(name) ? 'Mom fit' : 'Straight fit'),
        spec('Rise', 'High rise'),
        spec('Closure', /palazzo/i.test(name) ? 'Elasticated waist with drawstring' : 'Zip fly with button'),
        occ,
        care,
      ];
    case 'jacket':
      return [
        fabric,
        pattern,
        spec('Closure', /puffer/i.test(name) ? 'Zip' : 'Buttons'),
        spec('Sleeve', 'Full sleeves'),
        occ,
        care,
      ];
    case 'earrings':
      return [
        spec('Material', material),
        spec('Plating', gilded),
        spec('Closure', 'Hook'),
        spec('Weight', material === 'Silk Thread' ? '8 g per pair' : '22 g per pair'),
        care,
      ];
    case 'necklace':
      return [
        spec('Material', material),
        spec('Plating', gilded),
        spec('Closure', 'Adjustable dori'),
        spec('Set Contents', 'Necklace and a pair of earrings'),
        care,
      ];
    case 'bangles':
      return [
        spec('Material', material),
        spec('Set Contents', name.includes('Pair') ? 'Pair' : 'Set of 6'),
        pattern,
        care,
      ];
    case 'potli':
    case 'clutch':
    case 'handbag':
      return [
        spec('Material', material),
        spec('Closure', type === 'potli' ? 'Drawstring' : type === 'clutch' ? 'Frame clasp' : 'Zip'),
        spec(
          'Dimensions',
          type === 'handbag' ? '38 x 32 x 12 cm' : type === 'clutch' ? '20 x 12 x 6 cm' : '22 x 18 cm',
        ),
        spec('Work', MOTIF_LABEL[motif]),
        care,
      ];
    case 'juttis':
    case 'sandals':
      return [
        spec('Upper Material', 'Genuine leather'),
        spec('Sole', 'Leather sole with cushioned insole'),
        spec('Work', type === 'sandals' ? 'Hand-braided' : MOTIF_LABEL[motif]),
        spec('Heel', 'Flat'),
        care,
      ];
    case 'dupatta':
    case 'scarf':
      return [
        fabric,
        pattern,
        spec('Length', type === 'dupatta' ? '2.25 m x 1 m' : '1.8 m x 0.7 m'),
        occ,
        care,
      ];
  }
}

const VARIANT_WORDS = [
  'maxi',
  'slip',
  'pinafore',
  'blazer',
  'puffer',
  'chandbali',
  'choker',
  'kada',
  'kolhapuri',
  'palazzo',
  'sharara',
  'patiala',
  'dhoti',
  'mom',
  'wide',
  'peasant',
  'peplum',
  'tiered',
  'gown',
  'kurti',
  'tote',
];

type Row = {
  brandname: string;
  productname: string;
  type: GarmentType;
  motif: Motif;
  images?: number;
  material: string;
  price: number;
  old: number | null | 'auto';
  colors: string[];
  occasion: Occasion;
  soldOut: boolean;
  blurb: string;
};

function parseTable(table: string): Row[] {
  const rows: Row[] = [];
  const lines = table.split('\n').filter((l) => l.trim() !== '');
  for (let i = 0; i < lines.length; i += 2) {
    const [brandname, productname, art, material, price, colors, occasion, flag] = lines[i]
      .split('|')
      .map((s) => s.trim());
    const [type, motif, images] = art.split(':');
    const [newPrice, old] = price.split('/');
    rows.push({
      brandname,
      productname,
      type: type as GarmentType,
      motif: motif as Motif,
      images: images ? Number(images) : undefined,
      material,
      price: Number(newPrice),
      old: old === undefined ? 'auto' : old === '-' ? null : old === '=' ? Number(newPrice) : Number(old),
      colors: colors.split(/\s+/),
      occasion: occasion as Occasion,
      soldOut: flag === 'sold out',
      blurb: lines[i + 1].trim(),
    });
  }
  return rows;
}

function expand(row: Row, category: Category, rng: Rng): ProductDefinition {
  const care = CARE.find(([re]) => re.test(row.material)) ?? CARE[CARE.length - 1];
  const description = `${row.blurb} ${pick(rng, OCCASION_LINES[row.occasion])} ${care[1]}`;
  let oldPrice: number | null;
  if (row.old === 'auto') {
    const discount = weighted(rng, [
      [between(rng, 10, 25), 4],
      [between(rng, 26, 45), 4],
      // Capped below 65 so the rounded old price never pushes the discount past it.
      [between(rng, 46, 60), 2],
    ] as const);
    oldPrice = roundPrice((row.price * 100) / (100 - discount));
  } else {
    oldPrice = row.old;
  }
  const ratingCount = rng() < 0.14 ? 0 : between(rng, 1, 40);
  const ratings = Array.from({ length: ratingCount }, () =>
    weighted(rng, [
      [5, 45],
      [4, 34],
      [3, 12],
      [2, 5],
      [1, 4],
    ] as const),
  );
  const images =
    row.images ??
    weighted(rng, [
      [1, 15],
      [2, 30],
      [3, 35],
      [4, 20],
    ] as const);
  const lower = row.productname.toLowerCase();
  const zari =
    row.motif === 'zari' ||
    (/silk|tissue|velvet|chanderi|organza|kota/i.test(row.material) &&
      row.colors.some((c) => METALS.has(c.toLowerCase())));
  return {
    brandname: row.brandname,
    productname: row.productname,
    category,
    description,
    newPrice: row.price,
    oldPrice,
    material: row.material,
    colors: row.colors,
    sizes: sizesFor(row.type, row.productname, rng),
    specifications: specificationsFor(
      row.type,
      row.motif,
      row.material,
      row.occasion,
      row.productname,
      care[2],
    ),
    stock: row.soldOut ? 0 : between(rng, 5, 80),
    available: !row.soldOut,
    ratings,
    art: {
      type: row.type,
      motif: row.motif,
      colors: row.colors,
      zari,
      variant: VARIANT_WORDS.find((w) => lower.includes(w)) ?? '',
      images,
      seed: Math.floor(rng() * 2 ** 31),
    },
  };
}

/** All demo products, interleaved across categories so that "newest first" shows a mixed shop. */
export function buildCatalogue(): ProductDefinition[] {
  const rng = createRng(20240917);
  const perCategory = (Object.entries(TABLES) as Array<[Category, string]>).map(([category, table]) => {
    const defs = parseTable(table).map((row) => expand(row, category, rng));
    // Fisher–Yates with the seeded PRNG: a stable order that is not simply the table order.
    for (let i = defs.length - 1; i > 0; i--) {
      const j = Math.floor(rng() * (i + 1));
      [defs[i], defs[j]] = [defs[j], defs[i]];
    }
    return defs;
  });
  const out: ProductDefinition[] = [];
  const longest = Math.max(...perCategory.map((d) => d.length));
  for (let i = 0; i < longest; i++) {
    for (const defs of perCategory) if (i < defs.length) out.push(defs[i]);
  }
  return out;
}
