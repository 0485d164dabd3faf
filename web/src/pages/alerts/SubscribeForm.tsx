/**
 * The /emailSubscribe form (docs/product/alerts.md: a subscription requires a valid email, a verification code and a
 * type; the subscription types; 'Subscription successfully'): email; type (new issue, online first, keywords, column); for
 * keyword alerts on group and aggregate sites the scope (one journal or every journal of the site); the journal where
 * the type needs one (single-journal sites: that journal, no choice); the column or the keywords (≤ 10, ';' or '；',
 * ≤ 50 characters each, checked here too); the mail's language (default the page language); the frequency; the mailed
 * code ('send code' with a captcha solved in the page and a countdown). A member whose verified email is in the email
 * field needs no code. Rule errors sit beside their fields, the server's answer in the alert region.
 */
import { type FormEvent, useState } from 'react';
import { Box, chakra, Stack } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { useLang } from '../../app/lang.js';
import { PageQueryFields } from '../../components/form/PageQueryFields.js';
import {
  type AlertPreset,
  type AlertRuleBroken,
  ALERT_TYPES,
  checkEmail,
  checkEmailCode,
  checkKeywords,
  FREQUENCIES,
  needsJournal,
  splitKeywords,
} from '../../components/member/alerts.js';
import type { Language, SiteType, SubscriptionFrequency, SubscriptionType } from '../../gql/graphql.js';
import { FormMessages, SubmitButton, TextField } from '../../components/account/fields.js';
import { serverMessage } from '../../components/account/rules.js';
import { type Choice, RadioGroup, SelectField, Shown } from './controls.js';
import { EmailCodeField } from '../../components/alerts/EmailCodeField.js';
import { am, frequencyMessages, ruleMessages, typeMessages } from '../../components/alerts/messages.js';
import { useSubscribeMutation } from '../../components/alerts/mutations.js';

type Field = 'email' | 'code' | 'keywords' | 'column' | 'journal';
type Scope = 'journal' | 'site';

/** What the form needs to know about the site and the reader. */
export interface SubscribeFormProps {
  siteId: number;
  siteType: SiteType;
  /** The site's journals (a single site: its one journal). */
  journals: readonly { id: number; title: string }[];
  /** The member's email and whether it is verified; null for a visitor. */
  member: { email: string | null; emailVerified: boolean } | null;
  /** What the URL preselects. */
  preset: AlertPreset;
  /** Called after a successful subscription (the page shows what next). */
  onDone(): void;
}

const idOf = (f: Field) => `subscribe-${f}`;

/** The subscription form (see module doc). */
export function SubscribeForm({ siteId, siteType, journals, member, preset, onDone }: SubscribeFormProps) {
  const intl = useIntl();
  const lang = useLang();
  const single = siteType === 'SINGLE' || journals.length === 1;
  const verifiedEmail = member?.emailVerified && member.email ? member.email : null;
  const presetJournal = journals.some((j) => j.id === preset.publicationId) ? String(preset.publicationId) : '';
  const [email, setEmail] = useState(verifiedEmail ?? member?.email ?? '');
  const [type, setType] = useState<SubscriptionType>(preset.type);
  const [scope, setScope] = useState<Scope>(presetJournal || single ? 'journal' : 'site');
  const [journal, setJournal] = useState(single ? String(journals[0]?.id ?? '') : presetJournal);
  const [column, setColumn] = useState(preset.column);
  const [keywords, setKeywords] = useState(preset.keywords);
  const [language, setLanguage] = useState<Language>(lang === 'en' ? 'EN' : 'ZH');
  const [frequency, setFrequency] = useState<SubscriptionFrequency>('IMMEDIATE');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, AlertRuleBroken>>>({});
  const [result, setResult] = useState<{ error: string | null; status: string | null }>({ error: null, status: null });
  const [subscribe, { loading }] = useSubscribeMutation();

  const needsCode = !verifiedEmail || email.trim().toLowerCase() !== verifiedEmail.toLowerCase();
  const withJournal = needsJournal(type) || scope === 'journal';
  const message = (f: Field) => {
    const broken = errors[f];
    return broken ? intl.formatMessage(ruleMessages[broken]) : null;
  };
  const clear = (f: Field) => setErrors((e) => (e[f] ? { ...e, [f]: undefined } : e));

  function checkedEmail(): string | null {
    const broken = checkEmail(email);
    setErrors((e) => ({ ...e, email: broken ?? undefined }));
    if (broken) document.getElementById(idOf('email'))?.focus();
    return broken ? null : email.trim();
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (loading) return;
    const checks: [Field, AlertRuleBroken | null][] = [
      ['email', checkEmail(email)],
      ['journal', withJournal && !journal ? 'journalRequired' : null],
      ['keywords', type === 'KEYWORDS' ? checkKeywords(keywords) : null],
      ['column', type === 'COLUMN' && !column.trim() ? 'columnRequired' : null],
      ['code', needsCode ? checkEmailCode(code) : null],
    ];
    const next: Partial<Record<Field, AlertRuleBroken>> = {};
    for (const [f, broken] of checks) if (broken) next[f] = broken;
    setErrors(next);
    const first = checks.find(([, broken]) => broken)?.[0];
    if (first) {
      document.getElementById(idOf(first))?.focus();
      return;
    }
    setResult({ error: null, status: null });
    try {
      await subscribe({
        variables: {
          input: {
            email: email.trim(),
            code: needsCode ? code.trim() : null,
            type,
            keywords: type === 'KEYWORDS' ? splitKeywords(keywords).join(';') : null,
            column: type === 'COLUMN' ? column.trim() : null,
            publicationId: withJournal ? Number(journal) : null,
            siteId,
            language,
            frequency,
          },
        },
      });
      setResult({ error: null, status: intl.formatMessage(am.subscribed) });
      onDone();
    } catch (err) {
      setResult({ error: serverMessage(err) ?? intl.formatMessage(am.failed), status: null });
    }
  }

  const typeChoices: Choice<SubscriptionType>[] = ALERT_TYPES.map((t) => ({
    value: t,
    label: intl.formatMessage(typeMessages[t]),
  }));
  const journalChoices: Choice<string>[] = journals.map((j) => ({ value: String(j.id), label: j.title }));

  return (
    <chakra.form onSubmit={onSubmit} noValidate data-testid="subscribe-form">
      {/* the address has no name: a form the browser sends before hydration reloads the page in its language, and no
          address reaches the URL */}
      <PageQueryFields params={{ lang }} />
      <Stack gap="4">
        <TextField
          id={idOf('email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          maxLength={254}
          label={intl.formatMessage(am.email)}
          hint={verifiedEmail && !needsCode ? intl.formatMessage(am.verifiedEmail) : undefined}
          value={email}
          onChange={(e) => {
            setEmail(e.target.value);
            clear('email');
          }}
          error={message('email')}
        />
        <RadioGroup<SubscriptionType>
          name="type"
          legend={intl.formatMessage(am.type)}
          choices={typeChoices}
          value={type}
          onChange={setType}
        />
        <Shown when={type === 'KEYWORDS' && !single}>
          <RadioGroup<Scope>
            name="scope"
            legend={intl.formatMessage(am.scope)}
            choices={[
              { value: 'site', label: intl.formatMessage(am.scopeSite) },
              { value: 'journal', label: intl.formatMessage(am.scopeJournal) },
            ]}
            value={scope}
            onChange={setScope}
          />
        </Shown>
        <Shown when={withJournal && !single}>
          <SelectField
            id={idOf('journal')}
            label={intl.formatMessage(am.journal)}
            choices={journalChoices}
            value={journal}
            onChange={(v) => {
              setJournal(v);
              clear('journal');
            }}
            placeholder={intl.formatMessage(am.chooseJournal)}
            error={message('journal')}
          />
        </Shown>
        <Shown when={withJournal && single && journals.length > 0}>
          <Box data-testid="subscribe-journal-name">
            <chakra.span fontWeight="medium">{intl.formatMessage(am.journal)}: </chakra.span>
            {journals[0]?.title}
          </Box>
        </Shown>
        <Shown when={type === 'COLUMN'}>
          <TextField
            id={idOf('column')}
            name="column"
            maxLength={200}
            label={intl.formatMessage(am.column)}
            hint={intl.formatMessage(am.columnHint)}
            value={column}
            onChange={(e) => {
              setColumn(e.target.value);
              clear('column');
            }}
            error={message('column')}
          />
        </Shown>
        <Shown when={type === 'KEYWORDS'}>
          <TextField
            id={idOf('keywords')}
            name="keywords"
            maxLength={600}
            label={intl.formatMessage(am.keywords)}
            hint={intl.formatMessage(am.keywordsHint)}
            value={keywords}
            onChange={(e) => {
              setKeywords(e.target.value);
              clear('keywords');
            }}
            error={message('keywords')}
          />
        </Shown>
        <RadioGroup<Language>
          name="language"
          legend={intl.formatMessage(am.language)}
          choices={[
            { value: 'ZH', label: intl.formatMessage(am.langZh) },
            { value: 'EN', label: intl.formatMessage(am.langEn) },
          ]}
          value={language}
          onChange={setLanguage}
        />
        <RadioGroup<SubscriptionFrequency>
          name="frequency"
          legend={intl.formatMessage(am.frequency)}
          choices={FREQUENCIES.map((f) => ({ value: f, label: intl.formatMessage(frequencyMessages[f]) }))}
          value={frequency}
          onChange={setFrequency}
        />
        <Shown when={needsCode}>
          <EmailCodeField
            id={idOf('code')}
            purpose="SUBSCRIBE"
            code={code}
            onCodeChange={(v) => {
              setCode(v);
              clear('code');
            }}
            error={message('code')}
            checkedEmail={checkedEmail}
            onResult={setResult}
          />
        </Shown>
        <FormMessages error={result.error} status={result.status} />
        <SubmitButton busy={loading}>{intl.formatMessage(loading ? am.working : am.submit)}</SubmitButton>
      </Stack>
    </chakra.form>
  );
}
