// The Languages overview's route loader: how far each language has translated each document.
import type { TranslationStatus } from '@site/contracts';
import { fetchTranslationStatus } from '../api/translations';

export const languagesLoader = (): Promise<TranslationStatus> => fetchTranslationStatus();
