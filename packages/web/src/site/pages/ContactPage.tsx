// /contact: the top block (contact1) and the form block (contact2) its button scrolls to.
import { contact1Default, contact2Default, type PageContent } from '@site/contracts';
import { ContactFormSection } from '../../sections/contact/ContactFormSection';
import { ContactTopSection } from '../../sections/contact/ContactTopSection';
import { Loading } from '../Loading';
import { PageGate } from '../PageGate';
import { useScrollReveal } from '../useScrollReveal';

const FORM_ID = 'contact-form';

export function ContactSections({ content }: { content: PageContent }) {
  useScrollReveal(content);
  return (
    <>
      <ContactTopSection data={content.sections.contact1 ?? contact1Default} formId={FORM_ID} />
      <ContactFormSection id={FORM_ID} data={content.sections.contact2 ?? contact2Default} />
    </>
  );
}

export function ContactPage() {
  return <PageGate fallback={<Loading />}>{(content) => <ContactSections content={content} />}</PageGate>;
}
