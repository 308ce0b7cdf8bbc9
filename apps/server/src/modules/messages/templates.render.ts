import { ErrorCode } from '@studydesk/shared/errors';
import {
  eventVariablesIn,
  TEMPLATE_LABELS,
  TEMPLATE_VARIABLES,
  type TemplateKey,
  type TemplateText,
} from '@studydesk/shared/templates';
import Handlebars from 'handlebars';
import { AppError } from '../../platform/errors.ts';

/**
 * Templates are Handlebars (docs/decisions.md): `{{student.fullName}}` and `{{#if …}}…{{/if}}`, nothing else.
 * A template is checked when it is saved, so a message never fails later on a word the office mistyped.
 */
type Node = hbs.AST.Node;
const KNOWN = new Set<string>(TEMPLATE_VARIABLES);
const BLOCKS = new Set(['if', 'unless']);

/** A 400 naming the part of the template (`en.body`) and saying what is wrong where. */
function refuse(field: string, message: string) {
  return new AppError(ErrorCode.VALIDATION, message, { [field]: message });
}

function parse(source: string, field: string, what: string) {
  try {
    return Handlebars.parse(source);
  } catch (error) {
    const text = error instanceof Error ? error.message : String(error);
    const line = /on line (\d+)/.exec(text)?.[1] ?? /- (\d+):\d+$/.exec(text)?.[1] ?? '1';
    const expected =
      text
        .split('\n')
        .at(-1)
        ?.replace(/ - \d+:\d+$/, '') ?? text;
    throw refuse(field, `The ${what} has a syntax error on line ${line}: ${expected}.`);
  }
}

/** Walks the parsed template: only known variables, and only the `if` and `unless` blocks around them. */
function check(node: Node, field: string, what: string) {
  const at = (n: Node) => `on line ${n.loc?.start.line ?? 1}`;
  const variable = (expr: hbs.AST.Expression, n: Node) => {
    const name = expr.type === 'PathExpression' ? (expr as hbs.AST.PathExpression).original : String(expr.type);
    if (!KNOWN.has(name)) throw refuse(field, `The ${what} uses an unknown variable {{${name}}} ${at(n)}.`);
  };
  switch (node.type) {
    case 'Program':
      for (const statement of (node as hbs.AST.Program).body) check(statement, field, what);
      return;
    case 'ContentStatement':
    case 'CommentStatement':
      return;
    case 'MustacheStatement': {
      const m = node as hbs.AST.MustacheStatement;
      if (m.params.length > 0 || m.hash) {
        throw refuse(field, `The ${what} uses an unknown helper {{${pathName(m.path)}}} ${at(m)}.`);
      }
      if (!m.escaped) throw refuse(field, `The ${what} uses {{{ }}} ${at(m)}: write {{ }} instead.`);
      variable(m.path, m);
      return;
    }
    case 'BlockStatement': {
      const b = node as hbs.AST.BlockStatement;
      const name = pathName(b.path);
      if (!BLOCKS.has(name) || b.params.length !== 1) {
        throw refuse(field, `The ${what} uses an unknown block {{#${name}}} ${at(b)}: only #if and #unless.`);
      }
      const [param] = b.params;
      if (param) variable(param, b);
      check(b.program, field, what);
      if (b.inverse) check(b.inverse, field, what);
      return;
    }
    default:
      throw refuse(field, `The ${what} uses something templates do not allow ${at(node)}.`);
  }
}

const pathName = (expr: hbs.AST.Expression) =>
  expr.type === 'PathExpression' ? (expr as hbs.AST.PathExpression).original : String(expr.type);

/** Refuses (400) a subject or body with a syntax error or an unknown variable, naming it and its line. */
export function validateTemplate(source: string, field: string) {
  const what = field.endsWith('subject') ? 'subject' : 'message';
  check(parse(source, field, what), field, what);
}

/**
 * Refuses (400) a message staff send, or its preview, that uses a variable only the event that sends a template fills
 * in (EVENT_VARIABLES): sent by hand, "Please send your {{document.label}} again" went out as "Please send your
 * again". Said at the subject or the message, naming the template.
 */
export function refuseEventVariables(text: TemplateText, templateKey: TemplateKey) {
  for (const field of ['subject', 'body'] as const) {
    const [name] = eventVariablesIn(text[field]);
    if (!name) continue;
    const message =
      `“${TEMPLATE_LABELS[templateKey]}” cannot be sent by hand: {{${name}}} is filled in only when its event ` +
      'sends it. Choose another template.';
    throw refuse(field, message);
  }
}

/** The values of the variables, nested as the template names them (`student.fullName`). */
export type TemplateValues = Partial<Record<(typeof TEMPLATE_VARIABLES)[number], string>>;

function nest(values: TemplateValues) {
  const context: Record<string, Record<string, string> | string> = {};
  for (const [name, value] of Object.entries(values)) {
    const [head, tail] = name.split('.') as [string, string | undefined];
    if (tail === undefined) context[head] = value;
    else context[head] = { ...(context[head] as Record<string, string> | undefined), [tail]: value };
  }
  return context;
}

/** Escapes the template's own text, so what a Super Admin types is shown as typed, not read as HTML. */
function escapeContent(node: Node) {
  if (node.type === 'ContentStatement') {
    const c = node as hbs.AST.ContentStatement;
    c.value = Handlebars.Utils.escapeExpression(c.value);
  } else if (node.type === 'Program') {
    for (const statement of (node as hbs.AST.Program).body) escapeContent(statement);
  } else if (node.type === 'BlockStatement') {
    const b = node as hbs.AST.BlockStatement;
    escapeContent(b.program);
    if (b.inverse) escapeContent(b.inverse);
  }
}

const LINK = /https?:\/\/[^\s<]+/g;
/**
 * What may end a sentence or a clause right after an address, and so is not part of it: `(here: {{uploadLink}}),`
 * or Bangla's danda, `লিংক: {{uploadLink}}।`. Quotes are escaped by then (`&#x27;`, `&quot;`).
 */
const TRAILING = /(?:&#x27;|&quot;|[),.;:!?\]'"।])$/;
const count = (text: string, char: string) => text.split(char).length - 1;

/**
 * The address in a run of text that starts with one: without the punctuation after it, but with a `)` that closes a
 * `(` of the address (`…/wiki/Visa_(document)`).
 */
function linkIn(run: string) {
  let url = run;
  for (;;) {
    // an entity of the address itself (`&amp;`) ends in a `;` that is not punctuation
    if (/&[#\w]+;$/.test(url) && !/(?:&#x27;|&quot;)$/.test(url)) return url;
    const end = TRAILING.exec(url)?.[0];
    if (!end || (end === ')' && count(url, '(') >= count(url, ')'))) return url;
    url = url.slice(0, -end.length);
  }
}

/** The body as e-mail HTML: every value escaped by Handlebars, lines kept, addresses made links. */
function toHtml(source: string, context: object) {
  const ast = Handlebars.parse(source);
  escapeContent(ast);
  const inner = Handlebars.compile(ast, { strict: false })(context)
    .replace(/\r?\n/g, '<br>\n')
    .replace(LINK, (run) => {
      const url = linkIn(run);
      return `<a href="${url}">${url}</a>${run.slice(url.length)}`;
    });
  return `<div style="font-family:Arial,sans-serif;font-size:15px;line-height:1.5;color:#1a1b1e">${inner}</div>`;
}

const plain = (source: string, context: object) => Handlebars.compile(source, { noEscape: true })(context);

/** A checked subject and body rendered for one student: the subject and text as typed, the HTML escaped. */
export function renderMessage(template: { subject: string; body: string }, values: TemplateValues) {
  const context = nest(values);
  return {
    subject: plain(template.subject, context).replace(/\s+/g, ' ').trim(),
    html: toHtml(template.body, context),
    text: plain(template.body, context),
  };
}
