// Blocks of an editor-built page as the tests of its translations build them: a hero with a title
// and a description, and an FAQ of questions (each answered "<question> answer").
import { getSection } from '@site/contracts';

export const heroBlock = (title: string) => ({
  type: 'home/hero',
  data: { ...getSection('hero').defaults, title, description: `${title} text` },
});

export const faqBlock = (...questions: string[]) => ({
  type: 'about/faq',
  data: { ...getSection('faq').defaults, faqs: questions.map((question) => ({ question, answer: `${question} answer` })) },
});
