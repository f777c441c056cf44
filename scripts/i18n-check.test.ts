import { describe, expect, it } from 'vitest';
import { checkShopperSide, hindiCatalogue, hindiConflicts } from './i18n-check';

describe('the shopper side in Hindi (issue 14 item 6)', () => {
  it('sends every shopper-side text through the translator, and the Hindi catalogue has each one', () => {
    const findings = checkShopperSide().map((f) => `${f.file}:${f.line} ${f.kind} ${JSON.stringify(f.text)}`);
    expect(findings).toEqual([]);
  });

  it('translates each text into Hindi, keeping its {{placeholders}}', () => {
    const names = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();
    const bad = Object.entries(hindiCatalogue()).filter(
      ([english, hindi]) =>
        typeof hindi !== 'string' ||
        hindi.trim() === '' ||
        !/[\u0900-\u097F]/.test(hindi) ||
        names(english).join() !== names(hindi).join(),
    );
    expect(bad).toEqual([]);
  });

  it('gives each English text one Hindi text, whichever feature file holds it (issue 31)', () => {
    expect(hindiConflicts()).toEqual({});
  });
});
