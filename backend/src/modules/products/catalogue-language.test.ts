import { describe, expect, it } from 'vitest';
import type { Product } from '@store/contracts/products';
import { catalogueKey } from './catalogue-cache';
import { acceptedLanguage, cacheLanguage, readLanguage } from './catalogue-language';
import { searchedWords } from './searched-words';
import { localizedProduct } from './products.service';

describe('the language of a catalogue read', () => {
  it('is lang when given, else what Accept-Language comes to, else English', () => {
    expect(readLanguage('ta', 'si-LK')).toBe('ta');
    expect(readLanguage(undefined, 'si-LK,en;q=0.5')).toBe('si');
    expect(readLanguage(undefined, undefined)).toBe('en');
    expect(acceptedLanguage('ta-IN')).toBe('ta');
    // Remembered answers are the same answers.
    expect(acceptedLanguage('ta-IN')).toBe('ta');
  });

  it('keys the cache on the URL and the language, lang in the URL deciding alone', () => {
    expect(catalogueKey('/api/product/list?page=1', 'si')).toBe('si /api/product/list?page=1');
    expect(catalogueKey('/api/product/list?page=1', undefined)).toBe('en /api/product/list?page=1');
    expect(catalogueKey('/api/product/list?page=1', 'en-US')).toBe('en /api/product/list?page=1');
    for (const header of ['si', 'en', undefined]) {
      expect(cacheLanguage('/api/product/list?lang=ta', header)).toBe('ta');
      expect(cacheLanguage('/api/product/list?page=2&lang=ta&limit=3', header)).toBe('ta');
    }
  });

  it('does not take another parameter’s value, or an invalid lang, for the language', () => {
    expect(cacheLanguage('/api/product/list?a=b?lang=ta', 'si')).toBe('si');
    expect(cacheLanguage('/api/product/list?xlang=ta', 'si')).toBe('si');
    expect(cacheLanguage('/api/product/list?lang=tam', 'si')).toBe('si');
    expect(cacheLanguage('/api/product/list?lang=ta+', undefined)).toBe('en');
    expect(cacheLanguage('/api/product/a&lang=ta', 'si')).toBe('si');
  });
});

describe('searchedWords', () => {
  it('keeps English words as before: lower case, accents folded, three letters or more', () => {
    expect(searchedWords('Trôusers, a JACKET!')).toEqual(['trousers', 'jacket']);
  });

  it('keeps Sinhala and Tamil words whole, vowel signs and virama included, each script apart', () => {
    expect(searchedWords('නිල් කලිසම')).toEqual(['නිල්', 'කලිසම']);
    expect(searchedWords('பருத்தி சட்டை')).toEqual(['பருத்தி', 'சட்டை']);
    expect(searchedWords('blueකලිසම')).toEqual(['blue', 'කලිසම']);
  });

  it('drops zero-width joiners and composes, as the database folds the catalogue’s words', () => {
    expect(searchedWords('ශ්‍රී')).toEqual(['ශ්රී']);
    expect(searchedWords('கொண்டு'.normalize('NFD'))).toEqual(['கொண்டு'.normalize('NFC')]);
  });
});

describe('localizedProduct', () => {
  const product: Product = {
    _id: '00000000-0000-4000-8000-000000000001',
    name: 'Linen Shirt',
    description: 'A linen shirt.',
    price: 1000,
    image: ['/a.svg', '/b.svg'],
    imageAlt: ['Front', 'Back'],
    category: 'Men',
    subCategory: 'Topwear',
    sizes: ['M'],
    bestseller: false,
    date: 1,
    stock: { M: 1 },
    rating: { average: 0, count: 0 },
  };

  it('takes each translated text and marks it; the others fall back to English, marked en', () => {
    expect(
      localizedProduct(product, 'si', { name: 'ලිනන් ෂර්ට්', description: null, imageAlts: ['', 'පසුපස'] }),
    ).toEqual({
      ...product,
      name: 'ලිනන් ෂර්ට්',
      imageAlt: ['Front', 'පසුපස'],
      languages: { name: 'si', description: 'en', alt: 'en', imageAlt: ['en', 'si'] },
    });
  });

  it('marks everything English in English and for a product with no translation', () => {
    const english = { name: 'en', description: 'en', alt: 'en', imageAlt: ['en', 'en'] };
    expect(localizedProduct(product, 'en', undefined).languages).toEqual(english);
    expect(localizedProduct(product, 'ta', undefined)).toEqual({ ...product, languages: english });
  });
});
