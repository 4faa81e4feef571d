import { expect, it } from 'vitest';
import { receiptDateSentence, receiptDateText } from './receipt-date';

it('gives the printed date as the day it was bought', () => {
  const receipt = { purchased_at: '2026-03-14', created_at: '2026-03-20T09:15:00.000Z' };
  expect(receiptDateText(receipt)).toBe('bought Mar 14, 2026');
  expect(receiptDateSentence(receipt)).toBe('Bought Mar 14, 2026');
});

it('says so when the date could not be read and the upload day stands in', () => {
  const receipt = { purchased_at: null, created_at: '2026-03-20T12:00:00.000Z' };
  expect(receiptDateText(receipt)).toBe('date not found, upload day used: Mar 20, 2026');
  expect(receiptDateSentence(receipt)).toBe('Date not found, upload day used: Mar 20, 2026');
});
