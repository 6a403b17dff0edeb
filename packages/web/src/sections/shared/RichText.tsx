// A stored rich-text document drawn as React elements (p, ul, ol, li, strong, em, a, br), never as
// HTML, so nothing in a document can become markup or script. Links go through ContentLink, and
// one the link rule refuses (a document stored before the rule, an import) is left as plain text.
// A node or mark this version does not know, from some other document, is skipped.
import { Fragment, type ReactNode } from 'react';
import {
  ORDERED_LIST_STYLES,
  safeLink,
  type RichTextBlock,
  type RichTextDoc,
  type RichTextInline,
  type RichTextListItem,
  type RichTextMark,
  type RichTextOrderedList,
} from '@site/contracts/site';
import { ContentLink } from './ContentLink';
import styles from './RichText.module.css';

/** The content of a node, or none when a stored document has something else there. */
const childrenOf = <T,>(node: { content?: T[] }): T[] => (Array.isArray(node.content) ? node.content : []);

const hrefOf = (marks: RichTextMark[] | undefined) =>
  Array.isArray(marks) ? marks.find((m) => m?.type === 'link')?.attrs?.href : undefined;

/** Bold and italic around one node's text; the link is drawn around whole runs (inlines below). */
function styled(node: RichTextInline, key: number): ReactNode {
  if (node?.type === 'hardBreak') return <br key={key} />;
  if (node?.type !== 'text' || typeof node.text !== 'string') return null;
  const marks = Array.isArray(node.marks) ? node.marks.map((m) => m?.type) : [];
  let content: ReactNode = node.text;
  if (marks.includes('italic')) content = <em>{content}</em>;
  if (marks.includes('bold')) content = <strong>{content}</strong>;
  return <Fragment key={key}>{content}</Fragment>;
}

/** A paragraph's content, with neighbouring nodes of the same link as one link, as a reader sees it. */
function inlines(nodes: RichTextInline[]): ReactNode[] {
  const runs: { href: string | undefined; nodes: RichTextInline[] }[] = [];
  for (const node of nodes) {
    const href = hrefOf(node?.marks);
    const last = runs.at(-1);
    if (last && last.href === href) last.nodes.push(node);
    else runs.push({ href, nodes: [node] });
  }
  return runs.map((run, index) => {
    const content = run.nodes.map(styled);
    const href = safeLink(run.href);
    return href ? (
      <ContentLink key={index} href={href}>
        {content}
      </ContentLink>
    ) : (
      <Fragment key={index}>{content}</Fragment>
    );
  });
}

const listItems = (list: { content?: RichTextListItem[] }) =>
  childrenOf(list).map((item, index) => <li key={index}>{item?.type === 'listItem' ? childrenOf(item).map(block) : null}</li>);

function orderedAttrs(list: RichTextOrderedList) {
  const { start, type } = list.attrs ?? {};
  return {
    start: typeof start === 'number' && start !== 1 ? start : undefined,
    type: ORDERED_LIST_STYLES.find((style) => style === type && style !== '1'),
  };
}

function block(node: RichTextBlock, key: number): ReactNode {
  switch (node?.type) {
    case 'paragraph':
      return <p key={key}>{inlines(childrenOf(node))}</p>;
    case 'bulletList':
      return <ul key={key}>{listItems(node)}</ul>;
    case 'orderedList':
      return (
        <ol key={key} {...orderedAttrs(node)}>
          {listItems(node)}
        </ol>
      );
    default:
      return null;
  }
}

export function RichText({ doc, className }: { doc: RichTextDoc; className?: string }) {
  return (
    <div className={className ? `${styles.richText} ${className}` : styles.richText}>{childrenOf(doc ?? {}).map(block)}</div>
  );
}
