import type { MetaDescriptor } from "react-router";

export const SITE_NAME = "Starcast";

/** A page's title and description, the same shape on every route. */
export function pageMeta(title: string, description: string): MetaDescriptor[] {
  return [
    { title: title === SITE_NAME ? title : `${title} | ${SITE_NAME}` },
    { name: "description", content: description },
  ];
}
