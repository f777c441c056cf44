// snowball-stemmers ships no types: the part of it the search uses (search.memory.ts).
declare module 'snowball-stemmers' {
  type Stemmer = { stem(word: string): string };
  const snowball: { newStemmer(language: string): Stemmer; algorithms(): string[] };
  export default snowball;
}
