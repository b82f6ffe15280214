import { useEffect, useId, useState, type ReactNode } from 'react';
import { Skeleton } from 'shared-ui';
import { NameRuleGate, NativeLeadForm, type FieldValues } from 'shared-ui/forms';
import { LEAD_FORMS, type LeadFormName } from './forms';
import { formProviderFor, loadScript, type FormProvider } from './providers';

interface HubspotForms {
  create(opts: { portalId: string; formId: string; region?: string; target: string; onFormSubmitted?: () => void }): void;
}
declare global { interface Window { hbspt?: { forms?: HubspotForms } } }

export interface LeadFormProps {
  /** The form's name: the `form` sent to the API and the key of the provider's form id. */
  form: LeadFormName;
  submitLabel: string;
  successTitle: string;
  successBody: ReactNode;
  /** Called once the lead is stored (native) or the provider reports the submission (embed). */
  onSubmitted?: (values: FieldValues) => void;
}

/** The provider's hosted form in a container; calls onFailed when its script cannot load. */
function ProviderForm({ provider, onSubmitted, onFailed }: { provider: FormProvider; onSubmitted?: () => void; onFailed: () => void }) {
  const targetId = `lead-embed-${useId().replace(/[^A-Za-z0-9_-]/g, '')}`;
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let live = true;
    loadScript(provider.scriptUrl, { integrity: provider.integrity })
      .then(() => {
        if (!live) return;
        const forms = window.hbspt?.forms;
        if (!forms) throw new Error('form provider script loaded without its forms API');
        forms.create({
          portalId: provider.portalId, formId: provider.formId, region: provider.region,
          target: `#${targetId}`, onFormSubmitted: () => onSubmitted?.(),
        });
        setReady(true);
      })
      .catch((e: unknown) => {
        console.warn('[lead-form] provider form unavailable, showing the built-in form', e);
        if (live) onFailed();
      });
    return () => { live = false; };
    // The embed is created once per provider form; the callbacks are read when it fires.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [provider.scriptUrl, provider.formId, provider.portalId, targetId]);
  return (
    <div data-testid="lead-form-embed" data-form-id={provider.formId}>
      {!ready && <Skeleton $h="420px" aria-hidden="true" />}
      <div id={targetId} />
    </div>
  );
}

/**
 * A lead form. With a configured marketing-form provider (portal id and a form id for this form) it
 * embeds the provider's form; otherwise (and if the provider's script fails) it renders the native
 * form, which the API stores, its names checked with the full name rule (NameRuleGate).
 */
export function LeadForm({ form, submitLabel, successTitle, successBody, onSubmitted }: LeadFormProps) {
  const [provider] = useState(() => formProviderFor(form));
  const [embedFailed, setEmbedFailed] = useState(false);
  if (provider && !embedFailed) {
    return <ProviderForm provider={provider} onSubmitted={() => onSubmitted?.({})} onFailed={() => setEmbedFailed(true)} />;
  }
  return (
    <NameRuleGate>
      <NativeLeadForm form={form} fields={LEAD_FORMS[form]} submitLabel={submitLabel}
        successTitle={successTitle} successBody={successBody} onSubmitted={onSubmitted} />
    </NameRuleGate>
  );
}
