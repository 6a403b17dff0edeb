// A custom page's answer in the browser. An address no page has gets the contact page's answer
// instead (its navbar and footer frame the Not Found page); a renamed page's old address is
// followed to the page's answer, whose slug says where it is now.
import { API_BASE, type SiteContent } from '@site/contracts/site';
import { fetchPage } from './fetch-page';

export async function fetchCustomPage(slug: string, signal?: AbortSignal): Promise<SiteContent> {
  try {
    const response = await fetch(`${API_BASE}/custom-pages/${encodeURIComponent(slug)}/content`, {
      signal,
      headers: { accept: 'application/json' },
    });
    if (response.status === 404) return await fetchPage('contact', signal);
    if (!response.ok) throw new Error(`Failed to fetch data: the server answered ${response.status}.`);
    return (await response.json()) as SiteContent;
  } catch (error) {
    console.error('Error fetching data', error);
    throw error;
  }
}
