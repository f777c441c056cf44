import { measurementError, recommendSize } from '@zariya/shared/size-guide-rules';
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n, loadLanguage } from '../../../lib/i18n';
import { FindMySize } from './find-my-size';

const rows = [
  { size: 'M', bust: 90, waist: 75, hip: 100 },
  { size: 'XL', bust: 100, waist: 85, hip: 109 },
];

function measure(bust: string, waist: string, hip: string, unit = 'cm') {
  fireEvent.change(screen.getByLabelText(`Bust (${unit})`), { target: { value: bust } });
  fireEvent.change(screen.getByLabelText(`Waist (${unit})`), { target: { value: waist } });
  fireEvent.change(screen.getByLabelText(`Hip (${unit})`), { target: { value: hip } });
  fireEvent.click(screen.getByRole('button', { name: 'Find my size' }));
}

describe('Find my size', () => {
  afterEach(() => i18n.changeLanguage('en'));

  it('says in English exactly what the shared rules say', () => {
    render(<FindMySize rows={rows} unit="cm" onResult={() => {}} onSelect={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: 'Find my size' }));
    screen.getByText(measurementError('Bust', '', 'cm') as string);
    measure('34', '80', '130');
    screen.getByText(measurementError('Bust', '34', 'cm') as string);
    measure('120', '80', '130');
    screen.getByText(recommendSize(rows, { bust: 120, waist: 80, hip: 130 }).message);
    measure('96', '80', '130');
    screen.getByText(recommendSize(rows, { bust: 96, waist: 80, hip: 130 }).message);
    measure('88', '80', '99');
    screen.getByText(recommendSize(rows, { bust: 88, waist: 80, hip: 99 }).message);
    expect(screen.getByRole('button', { name: 'Select size XL' })).toBeTruthy();
  });

  it('answers in Hindi when Hindi is chosen', async () => {
    await loadLanguage('hi');
    await i18n.changeLanguage('hi');
    render(<FindMySize rows={rows} unit="in" onResult={() => {}} onSelect={() => {}} />);
    fireEvent.change(screen.getByLabelText('बस्ट (इंच)'), { target: { value: '10' } });
    fireEvent.click(screen.getByRole('button', { name: 'मेरा साइज़ ढूँढें' }));
    screen.getByText('बस्ट का नाप 20 से 80 इंच के बीच होना चाहिए।');
    screen.getByText('कृपया कमर का नाप दर्ज करें।');
  });
});
