// /contact: the top block (contact1) and the form block (contact2) its button scrolls to, in the
// registry's order.
import type { PageContent } from '@site/contracts/site';
import { ContactFormSection } from '../../sections/contact/ContactFormSection';
import { ContactTopSection } from '../../sections/contact/ContactTopSection';
import { Loading } from '../Loading';
import { PageGate } from '../PageGate';
import { PageSections, type PageComponents } from '../PageSections';

export const CONTACT_COMPONENTS: PageComponents<'contact'> = {
  contact1: ContactTopSection,
  contact2: ContactFormSection,
};

export function ContactSections({ content }: { content: PageContent<'contact'> }) {
  return <PageSections page="contact" components={CONTACT_COMPONENTS} content={content} />;
}

export function ContactPage() {
  return (
    <PageGate page="contact" fallback={<Loading />}>
      {(content) => <ContactSections content={content} />}
    </PageGate>
  );
}
