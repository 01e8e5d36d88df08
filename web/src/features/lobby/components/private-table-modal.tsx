import { useAtomValue } from "jotai";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { formatAmount } from "../../../shared/format/money.ts";
import { blockIfMaintenance, settingsAtom } from "../../../shared/settings/settings.ts";
import { copyToClipboard } from "../../../shared/ui/clipboard.ts";
import { Modal } from "../../../shared/ui/modal.tsx";
import { TabPanel, Tabs } from "../../../shared/ui/tabs.tsx";
import { TextField } from "../../../shared/ui/text-field.tsx";
import { createPrivateTable, joinPrivateTable, type Seat } from "../api/lobby-api.ts";
import { useGameLauncher } from "../hooks/use-game-launcher.ts";
import { LOBBY } from "../i18n/index.ts";
import { cleanPrivateCode, privateCodeError, privateEntryFee, privateRange } from "../model/private-table.ts";

type PrivateTab = "create" | "join";
const TABS: readonly PrivateTab[] = ["create", "join"];

function CreateTab({ cash, onCreated }: { cash: boolean; onCreated: (seat: Seat) => void }) {
  const { t } = useTranslation(LOBBY);
  const settings = useAtomValue(settingsAtom);
  const range = privateRange(settings?.reply.aPrivateTableRange ?? []);
  const [step, setStep] = useState(0);
  const [players, setPlayers] = useState<2 | 6>(2);
  const { join } = useGameLauncher();
  const point = range[Math.min(step, range.length - 1)] ?? 0;
  // Rupees while cash play is on; otherwise the table is played for practice chips, named as such.
  const money = (v: number) => (cash ? `₹${formatAmount(v)}` : t("chips", { amount: formatAmount(v) }));

  if (range.length === 0) return <p role="status">{t("private.unavailable")}</p>;

  const create = async (event: FormEvent) => {
    event.preventDefault();
    const seat = await join(() => createPrivateTable({ nTablePoint: point, nMaxPlayer: players, eGameType: cash ? "cash" : "practice" }), { onJoinedModal: false });
    if (seat) onCreated(seat);
  };

  return (
    <form onSubmit={(e) => void create(e)} className="private-form" aria-label={t("private.createLabel")}>
      {!cash && <p className="notice">{t("private.chipsOnly")}</p>}
      <dl className="private-form__figures">
        <div>
          <dt>{t("private.pointValue")}</dt>
          <dd data-testid="private-point">{money(point)}</dd>
        </div>
        <div>
          <dt>{t("private.entryFee")}</dt>
          <dd data-testid="private-fee">{money(privateEntryFee(point))}</dd>
        </div>
      </dl>
      <label className="field__label" htmlFor="private-slider">
        {t("private.slider")}
      </label>
      <input
        id="private-slider"
        className="private-form__slider"
        type="range"
        min={0}
        max={range.length - 1}
        step={1}
        value={step}
        onChange={(e) => setStep(Number(e.target.value))}
        aria-valuetext={t("private.sliderValue", { point: money(point), fee: money(privateEntryFee(point)) })}
      />
      <div className="private-form__ticks" aria-hidden="true">
        {range.map((p, i) => (
          <button type="button" tabIndex={-1} key={p} className={i === step ? "is-active" : undefined} onClick={() => setStep(i)}>
            {formatAmount(p)}
          </button>
        ))}
      </div>
      <fieldset className="private-form__players">
        <legend className="field__label">{t("private.players")}</legend>
        <div className="private-form__choices">
          {([2, 6] as const).map((n) => (
            <label key={n} className="radio">
              <input type="radio" name="private-players" value={n} checked={players === n} onChange={() => setPlayers(n)} />
              <span>{t("filter.players", { count: n })}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <button type="submit" className="btn btn--gold btn--block">
        {t("private.create")}
      </button>
    </form>
  );
}

function JoinTab({ onJoined }: { onJoined: () => void }) {
  const { t } = useTranslation(LOBBY);
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | undefined>();
  const { join } = useGameLauncher();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // The model's one message is the English of private.codeError.
    const problem = privateCodeError(code) !== null;
    setError(problem ? t("private.codeError") : undefined);
    if (problem) return;
    if (await join(() => joinPrivateTable(code), { onJoinedModal: false })) onJoined();
  };
  return (
    <form onSubmit={(e) => void submit(e)} className="private-form" aria-label={t("private.joinLabel")} noValidate>
      <TextField
        label={t("private.code")}
        value={code}
        onChange={(e) => {
          setCode(cleanPrivateCode(e.target.value));
          setError(undefined);
        }}
        maxLength={6}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        error={error}
        hint={t("private.codeHint")}
      />
      <button type="submit" className="btn btn--gold btn--block" disabled={code === ""}>
        {t("private.join")}
      </button>
    </form>
  );
}

function Created({ seat, onOpen }: { seat: Seat; onOpen: () => void }) {
  const { t } = useTranslation(LOBBY);
  return (
    <div className="private-created" role="status">
      <p>{t("private.ready")}</p>
      <p className="private-created__code" data-testid="private-code">
        {seat.sPrivateCode}
      </p>
      <div className="panel__actions">
        <button type="button" className="btn btn--ghost" onClick={() => void copyToClipboard(seat.sPrivateCode)}>
          {t("private.copy")}
        </button>
        <button type="button" className="btn btn--primary" onClick={onOpen}>
          {t("private.open")}
        </button>
      </div>
    </div>
  );
}

/** SPEC.md section 2, item 6: the private table popup with its Create and Join tabs. */
export function PrivateTableModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation(LOBBY);
  const settings = useAtomValue(settingsAtom);
  const [tab, setTab] = useState<PrivateTab>("create");
  const [created, setCreated] = useState<Seat | null>(null);
  const { openSeat } = useGameLauncher();
  return (
    <Modal title={t("privateTable")} onClose={onClose} size="sm" testId="private-table-modal">
      {created ? (
        <Created
          seat={created}
          onOpen={() => {
            if (!blockIfMaintenance()) openSeat(created);
          }}
        />
      ) : (
        <>
          <Tabs idPrefix="private" label={t("private.tabsLabel")} items={TABS.map((id) => ({ id, label: t(`private.tabs.${id}`) }))} selected={tab} onSelect={setTab} variant="pill" />
          <TabPanel idPrefix="private" id={tab} className="private-panel">
            {tab === "create" ? <CreateTab cash={settings?.moneyGamesEnabled ?? false} onCreated={setCreated} /> : <JoinTab onJoined={onClose} />}
          </TabPanel>
        </>
      )}
    </Modal>
  );
}
