import { describe, expect, it } from 'vitest';
import {
  artistNameSchema,
  artistSearchLimit,
  artistSearchQuerySchema,
  artistStatCreateSchema,
  cityCreateSchema,
  commentSchema,
  wantToSeeSchema,
} from '../../src';
import { itReturns } from '../cases';
import { firstMessage } from './issues';

describe('artist, city, list and comment schemas', () => {
  itReturns(
    firstMessage,
    [
      [artistNameSchema, '', 'Artist is required'],
      [artistNameSchema, 'x'.repeat(201), 'Artist must be at most 200 characters'],
      [artistStatCreateSchema, {}, 'Artist is required'],
      [artistStatCreateSchema, { artist_name: '  ' }, 'Artist is required'],
      [wantToSeeSchema, { artistName: '' }, 'Artist is required'],
      [cityCreateSchema, { name: '' }, 'City is required'],
      [cityCreateSchema, { name: 'x'.repeat(101) }, 'City must be at most 100 characters'],
      [
        cityCreateSchema,
        { name: 'Paris', country: 'x'.repeat(101) },
        'Country must be at most 100 characters',
      ],
      [commentSchema, { body: '' }, 'Comment cannot be empty'],
      [commentSchema, { body: '   ' }, 'Comment cannot be empty'],
      [commentSchema, {}, 'Comment cannot be empty'],
      [commentSchema, { body: 'x'.repeat(1001) }, 'Comment must be at most 1000 characters'],
    ],
    '%#: %j -> %s',
  );

  it('parses and trims valid values', () => {
    expect(artistStatCreateSchema.parse({ artist_name: ' Beyoncé ' })).toEqual({
      artist_name: 'Beyoncé',
    });
    expect(cityCreateSchema.parse({ name: ' Paris ', country: '' })).toEqual({
      name: 'Paris',
      country: undefined,
    });
    expect(wantToSeeSchema.parse({ artistName: 'Radiohead' })).toEqual({ artistName: 'Radiohead' });
    expect(commentSchema.parse({ body: ' x'.repeat(500) }).body).toHaveLength(999);
  });
});

describe('artist search', () => {
  itReturns(
    artistSearchLimit,
    [
      ['radio', 20],
      ['  ', 10],
      ['', 10],
      [undefined, 10],
    ],
    'limit for %j -> %i',
  );
  it('parses query params', () => {
    expect(artistSearchQuerySchema.parse({ q: '  radio ', limit: '20' })).toEqual({
      q: 'radio',
      limit: 20,
    });
    expect(artistSearchQuerySchema.parse({ q: ' ' })).toEqual({ q: undefined });
    expect(firstMessage(artistSearchQuerySchema, { limit: '0' })).toBe(
      'Limit must be a positive whole number',
    );
  });
});
