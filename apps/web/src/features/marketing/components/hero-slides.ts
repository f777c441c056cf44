// The five banner slides of the home carousel (product rules §9: 5 slides), each opening a category page. The texts are
// English keys: hero-slide.tsx shows them through t(), and locales/hi/home.json holds their Hindi.
import type { Category } from '@zariya/shared/constants';

export type HeroTheme = 'silk' | 'emerald' | 'blush' | 'marigold' | 'midnight';
export type HeroMotif = 'mandala' | 'buta' | 'jaali';

export type HeroSlide = {
  category: Category;
  path: string;
  eyebrow: string;
  title: string;
  body: string;
  cta: string;
  theme: HeroTheme;
  motif: HeroMotif;
};

export const HERO_SLIDES: ReadonlyArray<HeroSlide> = [
  {
    category: 'Saree',
    path: '/saree',
    eyebrow: 'The Silk Edit',
    title: 'Heirloom sarees, woven to be treasured',
    body: "Kanjeevaram, Banarasi and Paithani drapes from India's master weavers.",
    cta: 'Shop sarees',
    theme: 'silk',
    motif: 'mandala',
  },
  {
    category: 'Regional Attires',
    path: '/regionalattires',
    eyebrow: 'Wedding Season',
    title: 'Lehengas for every celebration',
    body: 'Ghagras, lehengas and regional classics finished with hand-worked zari.',
    cta: 'Explore regional attires',
    theme: 'emerald',
    motif: 'jaali',
  },
  {
    category: 'Women Western',
    path: '/womenwestern',
    eyebrow: 'New In Western',
    title: 'Easy silhouettes for every day',
    body: 'Dresses, co-ords and tops in breathable cotton and linen.',
    cta: 'Shop western wear',
    theme: 'blush',
    motif: 'buta',
  },
  {
    category: 'Salwar & Suits',
    path: '/salwarsuits',
    eyebrow: 'Salwar Suits',
    title: 'Chikankari, block prints and more',
    body: 'Three-piece suits that move from desk to dinner with ease.',
    cta: 'Shop salwar suits',
    theme: 'marigold',
    motif: 'mandala',
  },
  {
    category: 'Women Ethnic',
    path: '/womenethnic',
    eyebrow: 'Festive Ethnic',
    title: 'Anarkalis and gowns that twirl',
    body: 'Floor-length anarkalis, kurta sets and gowns with a festive finish.',
    cta: 'Shop ethnic wear',
    theme: 'midnight',
    motif: 'buta',
  },
];
