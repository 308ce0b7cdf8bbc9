import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { callerOf, holdOpen, makeEmployee, testApp } from '../../../test/helpers.ts';
import { registerStudent, studentInput } from '../../../test/students.ts';
import { outboxMessages } from '../../db/schema/messages.ts';
import { documents, studentEvents, students } from '../../db/schema.ts';
import { LINK_WHEN_SENT } from './templates.context.ts';
import { DEFAULT_TEMPLATES } from './templates.defaults.ts';
import { saveTemplate } from './templates.service.ts';

const { app, db } = await testApp();
const admin = await makeEmployee(db, ['Super Admin']);
const receptionist = await makeEmployee(db, ['receptionist']);
const counselor = await makeEmployee(db, ['Counselor']);
const otherCounselor = await makeEmployee(db, ['Counselor']);

const call = callerOf(app);

describe('templates', () => {
  it('lists every template in English and Bangla to staff; only Super Admin changes them', async () => {
    const list = await call('GET', '/settings/templates', admin);
    expect(list.statusCode, list.body).toBe(200);
    const { templates, reminderEveryDays, variables } = list.json().data;
    expect(templates.map((t: { key: string }) => t.key)).toEqual([
      'welcome',
      'document-rejected',
      'missing-documents',
      'application-submitted',
      'offer-received',
      'visa-outcome',
      'free-message',
    ]);
    expect(templates[0].en.body).toContain('{{uploadLink}}');
    expect(templates[0].bn.body).toContain('স্বাগতম');
    expect(templates[0].automatic).toBe(true);
    expect(templates[6].automatic).toBeNull();
    expect(reminderEveryDays).toBe(7);
    expect(variables).toContain('application.universityName');
    expect((await call('GET', '/settings/templates', counselor)).statusCode).toBe(200);
    expect((await call('PUT', '/settings/templates/welcome', counselor, { automatic: false })).statusCode).toBe(403);
  });

  it('refuses an unknown variable or a syntax error with a 400 naming it and its line', async () => {
    const unknown = await call('PUT', '/settings/templates/welcome', admin, {
      en: { subject: 'Hello', body: 'Dear {{student.fullName}},\n\nYour {{student.name}} is here.' },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.fields['en.body']).toBe(
      'The message uses an unknown variable {{student.name}} on line 3.',
    );
    const broken = await call('PUT', '/settings/templates/welcome', admin, {
      bn: { subject: 'Hello {{student.fullName}}', body: 'one\ntwo {{#if uploadLink}}\nthree' },
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().error.fields['bn.body']).toMatch(/^The message has a syntax error on line 3: /);
    const subject = await call('PUT', '/settings/templates/welcome', admin, {
      en: { subject: 'Hi {{student.fullName}', body: 'x' },
    });
    expect(subject.json().error.fields['en.subject']).toMatch(/syntax error on line 1/);
    const helper = await call('PUT', '/settings/templates/welcome', admin, {
      en: { subject: 'Hi', body: '{{{student.fullName}}}' },
    });
    expect(helper.json().error.fields['en.body']).toContain('{{{ }}}');
    expect((await call('PUT', '/settings/templates/nope', admin, { automatic: false })).statusCode).toBe(400);
    expect((await call('PUT', '/settings/templates/welcome', admin, {})).statusCode).toBe(400);
    expect(
      (await call('PUT', '/settings/templates/missing-documents', admin, { reminderEveryDays: 0 })).statusCode,
    ).toBe(400);
    expect(
      (await call('PUT', '/settings/templates/welcome', admin, { en: { subject: 'x'.repeat(201), body: 'b' } }))
        .statusCode,
    ).toBe(400);
  });

  it('saves a wording, a switch and the reminder’s interval', async () => {
    const saved = await call('PUT', '/settings/templates/offer-received', admin, {
      en: { subject: 'Offer from {{application.universityName}}', body: 'Well done {{student.fullName}}!' },
      automatic: false,
      reminderEveryDays: 3,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const offer = saved.json().data.templates.find((t: { key: string }) => t.key === 'offer-received');
    expect(offer).toMatchObject({ automatic: false, edited: true, en: { body: 'Well done {{student.fullName}}!' } });
    expect(saved.json().data.reminderEveryDays).toBe(3);
    await call('PUT', '/settings/templates/offer-received', admin, { automatic: true, reminderEveryDays: 7 });
  });

  it('keeps both of two switches made at the same moment', async () => {
    const superAdmin = { ...admin, role: 'Super Admin' as const, sessionId: 'test' };
    // One Super Admin's switch, its transaction still open when another's arrives.
    const first = holdOpen(db, (tx) => saveTemplate(tx, 'offer-received', { automatic: false }, superAdmin));
    await first.opened;
    const second = call('PUT', '/settings/templates/visa-outcome', admin, { automatic: false });
    await new Promise((resolve) => setTimeout(resolve, 300));
    first.release();
    await first.ended;
    expect((await second).statusCode).toBe(200);
    const { templates } = (await call('GET', '/settings/templates', admin)).json().data;
    const automatic = Object.fromEntries(
      templates.map((t: { key: string; automatic: boolean }) => [t.key, t.automatic]),
    );
    expect(automatic).toMatchObject({ 'offer-received': false, 'visa-outcome': false });
    for (const key of ['offer-received', 'visa-outcome']) {
      await call('PUT', `/settings/templates/${key}`, admin, { automatic: true });
    }
  });

  it('previews for a chosen student with every value escaped, and a plain-text part', async () => {
    const student = await registerStudent(
      app,
      receptionist.cookie,
      studentInput(counselor.id, { fullName: 'Rahim <script>alert(1)</script>' }),
    );
    const preview = await call('POST', '/settings/templates/preview', admin, {
      studentId: student.studentId,
      language: 'en',
      subject: 'Hello {{student.fullName}}',
      body: 'Dear {{student.fullName}}, <b>welcome</b>\n{{#if uploadLink}}Upload: {{uploadLink}}{{/if}}',
    });
    expect(preview.statusCode, preview.body).toBe(200);
    const { subject, html, text } = preview.json().data;
    expect(subject).toBe('Hello Rahim <script>alert(1)</script>');
    expect(html).toContain('Dear Rahim &lt;script&gt;alert(1)&lt;/script&gt;, &lt;b&gt;welcome&lt;/b&gt;<br>');
    expect(html).not.toContain('<script>');
    expect(text).toContain('Dear Rahim <script>alert(1)</script>, <b>welcome</b>\n');
    const bad = await call('POST', '/settings/templates/preview', admin, {
      studentId: student.studentId,
      language: 'en',
      subject: 'x',
      body: '{{nope}}',
    });
    expect(bad.json().error.fields.body).toBe('The message uses an unknown variable {{nope}} on line 1.');
  });
});

describe('the default wording for a student without a counselor', () => {
  it('is signed by the counseling team and reads right in English and Bangla', async () => {
    const student = await registerStudent(app, receptionist.cookie, studentInput(counselor.id, { fullName: 'Mina' }));
    await db.update(students).set({ counselorId: null }).where(eq(students.id, student._id));
    const preview = async (key: 'welcome' | 'free-message', language: 'en' | 'bn') => {
      const answer = await call('POST', '/settings/templates/preview', admin, {
        studentId: student.studentId,
        language,
        ...DEFAULT_TEMPLATES[key][language],
      });
      expect(answer.statusCode, answer.body).toBe(200);
      const { subject, text } = answer.json().data;
      return { subject, text };
    };
    const id = student.studentId;
    expect((await preview('welcome', 'en')).text).toBe(
      `Dear Mina,\n\nWelcome! Your student ID is ${id}.\n\nPlease upload your documents here:\n${LINK_WHEN_SENT}\n\n` +
        'If you have a question, reply to this e-mail.\n\nThe counseling team',
    );
    expect((await preview('welcome', 'bn')).text).toBe(
      `প্রিয় Mina,\n\nস্বাগতম! আপনার স্টুডেন্ট আইডি ${id}।\n\nঅনুগ্রহ করে এই লিংকে আপনার কাগজপত্র আপলোড করুন:\n` +
        `${LINK_WHEN_SENT}\n\nকোনো প্রশ্ন থাকলে এই ই-মেইলের উত্তর দিন।\n\nকাউন্সেলিং টিম`,
    );
    expect(await preview('free-message', 'en')).toEqual({
      subject: 'The counseling team has a message for you',
      text: 'Dear Mina,\n\n\n\nThe counseling team',
    });
    expect(await preview('free-message', 'bn')).toEqual({
      subject: 'কাউন্সেলিং টিম-এর বার্তা',
      text: 'প্রিয় Mina,\n\n\n\nকাউন্সেলিং টিম',
    });
  });
});

describe('WhatsApp click-to-chat', () => {
  it('answers the wa.me address with the template filled in and logs the click; others get a 403', async () => {
    const student = await registerStudent(
      app,
      receptionist.cookie,
      studentInput(counselor.id, { phoneNumber: '017-1234 5678' }),
    );
    const opened = await call('POST', `/student/${student.studentId}/whatsapp`, counselor, {
      templateKey: 'free-message',
      language: 'en',
    });
    expect(opened.statusCode, opened.body).toBe(200);
    const { url, number } = opened.json().data;
    expect(number).toBe('8801712345678');
    expect(url).toMatch(/^https:\/\/wa\.me\/8801712345678\?text=Dear%20/);
    const [event] = await db.select().from(studentEvents).where(eq(studentEvents.kind, 'whatsapp-opened'));
    expect(event).toMatchObject({ actorId: counselor.id, payload: { templateKey: 'free-message', number } });
    const other = await call('POST', `/student/${student.studentId}/whatsapp`, otherCounselor, {
      templateKey: 'free-message',
      language: 'en',
    });
    expect(other.statusCode).toBe(403);
  });

  it('shows the upload link only to those who hand it out: a preview holds its place, a desk’s click-to-chat is refused', async () => {
    const student = await registerStudent(app, receptionist.cookie, studentInput(counselor.id));
    const issued = await call('POST', `/student/${student.studentId}/upload-link`, counselor);
    expect(issued.statusCode, issued.body).toBeLessThan(300);
    const token = String(issued.json().data.url).split('/').pop() ?? '';
    const welcome = { templateKey: 'welcome', language: 'en' };
    const preview = await call('POST', `/student/${student.studentId}/messages/preview`, receptionist, {
      ...welcome,
      channel: 'email',
      subject: 'Your documents',
      body: 'Upload here: {{uploadLink}}',
    });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().data.text).toContain('[the student’s upload link, added when the message is sent]');
    expect(preview.body).not.toContain(token);
    const refused = await call('POST', `/student/${student.studentId}/whatsapp`, receptionist, welcome);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toContain('only their counselor or Super Admin shares');
    expect(refused.body).not.toContain(token);
    const theirs = await call('POST', `/student/${student.studentId}/whatsapp`, counselor, welcome);
    expect(decodeURIComponent(theirs.json().data.url)).toContain(token);
  });
});

describe('a template sent by hand', () => {
  it('is refused (400, naming it) when it uses a variable only its event fills in; the others go', async () => {
    const student = await registerStudent(app, receptionist.cookie, studentInput(counselor.id));
    const path = `/student/${student.studentId}`;
    const rejected = { templateKey: 'document-rejected', language: 'en', ...DEFAULT_TEMPLATES['document-rejected'].en };
    for (const url of [`${path}/messages/preview`, `${path}/messages`]) {
      const refused = await call('POST', url, counselor, rejected);
      expect(refused.statusCode, refused.body).toBe(400);
      expect(refused.json().error.message).toBe(
        '“Document rejected” cannot be sent by hand: {{document.label}} is filled in only when its event sends it. ' +
          'Choose another template.',
      );
      expect(refused.json().error.fields.subject).toContain('{{document.label}}');
    }
    // in the message too, and in Bangla; and WhatsApp's click-to-chat, which sends the saved wording
    const visa = { templateKey: 'visa-outcome', language: 'bn', subject: 'ভিসা', body: '{{#if visa.outcome}}হ্যাঁ{{/if}}' };
    const inBody = await call('POST', `${path}/messages`, counselor, visa);
    expect(inBody.json().error.fields.body).toContain('“Visa outcome”');
    const chat = await call('POST', `${path}/whatsapp`, counselor, {
      templateKey: 'application-submitted',
      language: 'en',
    });
    expect(chat.statusCode, chat.body).toBe(400);
    expect(chat.json().error.message).toContain('“Application submitted” cannot be sent by hand');
    const queued = await db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.studentId, student._id), eq(outboxMessages.automatic, false)));
    expect(queued).toEqual([]);

    for (const key of ['welcome', 'free-message'] as const) {
      const sent = await call('POST', `${path}/messages`, counselor, {
        templateKey: key,
        language: 'bn',
        ...DEFAULT_TEMPLATES[key].bn,
      });
      expect(sent.statusCode, sent.body).toBe(202);
    }
  });
});

describe('the missing-documents reminder sent by hand', () => {
  it('lists the documents the student still has to send, by e-mail and through WhatsApp, and is refused with none', async () => {
    const student = await registerStudent(app, receptionist.cookie, studentInput(counselor.id));
    const path = `/student/${student.studentId}`;
    const reminder = { templateKey: 'missing-documents', language: 'en', ...DEFAULT_TEMPLATES['missing-documents'].en };
    const preview = await call('POST', `${path}/messages/preview`, counselor, reminder);
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().data.text).toMatch(/waiting for these documents:\n- Passport\n- /);
    const sent = await call('POST', `${path}/messages`, counselor, reminder);
    expect(sent.statusCode, sent.body).toBe(202);
    const [row] = await db.select().from(outboxMessages).where(eq(outboxMessages.id, sent.json().data.messageId));
    expect(row?.text).toContain('\n- Passport\n');
    const chat = await call('POST', `${path}/whatsapp`, counselor, {
      templateKey: 'missing-documents',
      language: 'en',
    });
    expect(chat.statusCode, chat.body).toBe(200);
    expect(chat.json().data.text).toContain('\n- Passport\n');

    // every document in: nothing to remind of, though a preview still shows the wording
    const { items } = (await call('GET', `${path}/checklist`, counselor)).json().data as { items: { key: string }[] };
    await db.insert(documents).values(
      items.map((item) => ({
        ownerId: student._id,
        slot: item.key,
        storageKey: `test/${item.key}`,
        fileName: `${item.key}.pdf`,
        contentType: 'application/pdf',
        size: 1,
      })),
    );
    const refused = await call('POST', `${path}/messages`, counselor, reminder);
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json().error).toMatchObject({
      message: 'Nothing is missing: every document of the student’s checklist is in.',
      fields: { templateKey: 'Nothing is missing: every document of the student’s checklist is in.' },
    });
    expect(
      (await call('POST', `${path}/whatsapp`, counselor, { templateKey: 'missing-documents', language: 'en' }))
        .statusCode,
    ).toBe(400);
    expect((await call('POST', `${path}/messages/preview`, counselor, reminder)).statusCode).toBe(200);
    // Super Admin's preview of the template shows a list of examples instead, and says so
    const example = await call('POST', '/settings/templates/preview', admin, {
      studentId: student.studentId,
      ...reminder,
    });
    expect(example.json().data.text).toContain('waiting for these documents:\n- Passport\n- IELTS\n');
    expect(example.json().data.examples).toEqual(['missingDocuments']);
  });
});

describe('Super Admin’s preview of a template', () => {
  it('shows examples, in the preview’s language, where only the event gives the value', async () => {
    const student = await registerStudent(app, receptionist.cookie, studentInput(counselor.id, { fullName: 'Mina' }));
    const preview = async (key: 'offer-received' | 'visa-outcome' | 'document-rejected', language: 'en' | 'bn') => {
      const answer = await call('POST', '/settings/templates/preview', admin, {
        studentId: student.studentId,
        language,
        ...DEFAULT_TEMPLATES[key][language],
      });
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.json().data as { subject: string; text: string; examples: string[] };
    };
    const offer = await preview('offer-received', 'en');
    expect(offer.subject).toBe('Good news: an offer from University of Leeds');
    expect(offer.text).toContain(
      'Dear Mina,\n\nCongratulations! University of Leeds has sent you an offer (offer received).',
    );
    expect(offer.examples).toEqual(['application.universityName', 'application.status']);
    expect((await preview('offer-received', 'bn')).subject).toBe('সুখবর: University of Leeds থেকে অফার এসেছে');
    // the visa outcome in the words automatic messages use in that language
    expect((await preview('visa-outcome', 'en')).text).toContain('at University of Leeds has arrived: granted.');
    expect((await preview('visa-outcome', 'bn')).text).toContain('ভিসার সিদ্ধান্ত এসেছে: মঞ্জুর হয়েছে।');
    const rejected = await preview('document-rejected', 'bn');
    expect(rejected.subject).toBe('অনুগ্রহ করে আপনার Passport আবার পাঠান');
    expect(rejected.text).toContain('কারণ: ছবির পাতাটি ঝাপসা।');
    // a student's own values stay theirs, and a template without event values has no examples
    const welcome = await call('POST', '/settings/templates/preview', admin, {
      studentId: student.studentId,
      language: 'en',
      ...DEFAULT_TEMPLATES.welcome.en,
    });
    expect(welcome.json().data.examples).toEqual([]);
  });
});
