import type { ComponentType, ReactElement } from 'react';

/** What a lazy route answers; an element (not a component made on the fly) keeps each page's identity. */
export type PageModule = { Component: ComponentType } | { element: ReactElement };
