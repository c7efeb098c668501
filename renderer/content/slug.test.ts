import { describe, expect, it } from 'vitest';
import { anchorSafe, asciiSlug, githubSlug } from './slug.js';

describe('githubSlug', () => {
  it('accepts letters of any script and digits: lowercased, spaces become -', () => {
    expect(githubSlug('Install the SDK')).toBe('install-the-sdk');
    expect(githubSlug('Café crème 2')).toBe('café-crème-2');
    expect(githubSlug('snake_case and kebab-case')).toBe('snake_case-and-kebab-case');
  });

  it('rejects punctuation: removed, each space kept as a -, so nothing may be left', () => {
    expect(githubSlug('What’s new? (v2.0)')).toBe('whats-new-v20');
    expect(githubSlug('A & B')).toBe('a--b');
    expect(githubSlug('!!!')).toBe('');
  });
});

describe('asciiSlug', () => {
  it('accepts ASCII letters and digits: lowercased, each run of anything else one -', () => {
    expect(asciiSlug('Pet Store')).toBe('pet-store');
    expect(asciiSlug('/pets/{petId}/photos')).toBe('pets-petid-photos');
    expect(asciiSlug('v2 — Billing & Invoices')).toBe('v2-billing-invoices');
  });

  it('rejects other letters, braces and leading or trailing separators, so nothing may be left', () => {
    expect(asciiSlug('Café')).toBe('caf');
    expect(asciiSlug('{id}')).toBe('id');
    expect(asciiSlug('/')).toBe('');
    expect(asciiSlug('Ünïcödé')).toBe('n-c-d');
  });
});

describe('anchorSafe', () => {
  it('accepts letters, digits, _ . and - as written, case kept', () => {
    expect(anchorSafe('listPets')).toBe('listPets');
    expect(anchorSafe('v1.Customer_Record-2')).toBe('v1.Customer_Record-2');
  });

  it('rejects any other run of characters: one - each', () => {
    expect(anchorSafe('pets:list all')).toBe('pets-list-all');
    expect(anchorSafe('Pet Owner<T>')).toBe('Pet-Owner-T-');
    expect(anchorSafe('Café')).toBe('Caf-');
  });
});
