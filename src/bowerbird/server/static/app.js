// bowerbird dashboard: forms marked data-api are sent to the JSON API; nothing else.
// Written for this project (no library). Fields: inputs with data-json hold JSON values,
// data-list inputs are comma-separated lists, the rest are strings.
"use strict";

function toast(text, bad) {
  const box = document.getElementById("toast");
  box.textContent = text;
  box.className = bad ? "show bad" : "show";
  setTimeout(() => { box.className = ""; }, 4000);
}

function unchanged(el) {
  if (el.tagName === "SELECT") return Array.from(el.options).every((o) => o.selected === o.defaultSelected);
  return el.value === el.defaultValue;
}

function bodyOf(form) {
  // data-changed-only: send only what the person changed (an edited text then gets a title
  // derived from it, unless the title was edited too).
  const changedOnly = form.hasAttribute("data-changed-only");
  const body = {};
  for (const el of form.elements) {
    if (!el.name) continue;
    if (changedOnly && unchanged(el)) continue;
    if (el.hasAttribute("data-json")) body[el.name] = JSON.parse(el.value);
    else if (el.hasAttribute("data-list"))
      body[el.name] = el.value.split(",").map((s) => s.trim()).filter(Boolean);
    else body[el.name] = el.value;
  }
  return body;
}

function show(target, data) {
  const box = document.getElementById(target);
  if (!box) return;
  box.innerHTML = "";
  const pre = document.createElement("pre");
  const lines = [];
  if (data.plan !== undefined) {
    lines.push(`${data.dry_run ? "Would change" : "Changed"}: ${JSON.stringify(data.summary)}`);
    if (!data.dry_run) lines.push(`applied ${data.applied}, snapshot ${data.snapshot || "none"}`);
    if (data.stopped) lines.push(`stopped: ${data.stopped}`);
    for (const c of data.plan) lines.push(`- ${c.kind} ${c.targets.join(", ")}: ${c.reason}`);
    for (const q of data.queued_for_review || []) lines.push(`queued for review: ${q}`);
  } else if (data.restored !== undefined) {
    lines.push(`${data.dry_run ? "Would restore" : "Restored"} ${data.restored.length}, ` +
      `${data.dry_run ? "would remove" : "removed"} ${data.removed.length}, ` +
      `conflicts ${data.conflicts.length}`);
    for (const r of data.restored) lines.push(`restore ${r.id} (${r.path})`);
    for (const r of data.removed) lines.push(`remove ${r.id} (${r.path})`);
    for (const r of data.conflicts) lines.push(`conflict ${r.id}: edited since`);
  } else {
    lines.push(JSON.stringify(data, null, 2));
  }
  for (const n of data.notes || []) lines.push(`note: ${n}`);
  pre.textContent = lines.join("\n");
  box.appendChild(pre);
}

async function showReport(target, job) {
  // A dream's report (a dream, maintenance, consolidation) reads as sentences naming
  // memories by title: the server writes it from the finished job, for this page's agent.
  const box = document.getElementById(target);
  if (!box) return;
  const response = await fetch(`/jobs/${job.id}${window.location.search}`);
  if (!response.ok) { show(target, job.result); return; }
  box.innerHTML = await response.text();
}

function progressOf(target, job) {
  const box = document.getElementById(target);
  if (!box) return;
  box.innerHTML = "";
  const bar = document.createElement("progress");
  if (job.total) { bar.max = job.total; bar.value = job.done; }
  const text = document.createElement("span");
  text.className = "muted";
  text.textContent = ` ${job.action}: running ${job.total ? `${job.done} of ${job.total}` : ""} ` +
    `(${job.seconds.toFixed(1)} s)`;
  box.append(bar, text);
}

async function runJob(form, init) {
  // A background job: start it, then poll its progress until it ends (docs/api.md, /jobs).
  const target = form.getAttribute("data-show") || "";
  const box = document.getElementById(target);
  if (box) box.setAttribute("data-state", "running");
  const body = { action: form.getAttribute("data-job"), ...JSON.parse(init.body || "{}") };
  const started = await fetch("/api/v1/jobs", { ...init, method: "POST", body: JSON.stringify(body) });
  let job = await started.json().catch(() => ({}));
  if (!started.ok) { toast(`${job.error || started.statusText}. ${job.hint || ""}`, true); return; }
  while (job.state === "running") {
    progressOf(target, job);
    await new Promise((done) => setTimeout(done, 300));
    const polled = await fetch(`/api/v1/jobs/${job.id}`, { headers: init.headers });
    job = await polled.json();
    if (!polled.ok) { toast(`${job.error}. ${job.hint || ""}`, true); return; }
  }
  if (job.state === "failed") {
    if (box) box.setAttribute("data-state", "failed");
    toast(`${job.error.error}. ${job.error.hint || ""}`, true);
    return;
  }
  if (job.result && job.result.plan !== undefined) await showReport(target, job);
  else show(target, job.result);
  if (box) box.setAttribute("data-state", "done");
  toast("Done.");
}

async function submit(event) {
  const form = event.target.closest("form[data-api]");
  if (!form) return;
  event.preventDefault();
  // A form with several buttons: the one pressed adds its name and (JSON) value, and may
  // ask its own confirmation (a preview does not, the real run does).
  const via = event.submitter;
  const ask = (via && via.getAttribute("data-confirm")) || form.getAttribute("data-confirm");
  if (ask && !window.confirm(ask)) return;
  const button = via || form.querySelector("button");
  if (button) button.disabled = true;
  const method = form.getAttribute("data-method") || "POST";
  const init = { method, headers: { "content-type": "application/json" } };
  // data-agent: the action is that agent's (a share's side), as the API's header says.
  const agent = form.getAttribute("data-agent");
  if (agent) init.headers["x-bowerbird-agent"] = agent;
  let url = form.getAttribute("data-api");
  const body = bodyOf(form);
  if (via && via.name) body[via.name] = JSON.parse(via.value);
  // data-path-field: that field names the resource (a profile attribute's key), not the body.
  const pathField = form.getAttribute("data-path-field");
  if (pathField) { url += encodeURIComponent(body[pathField] || ""); delete body[pathField]; }
  if (method !== "DELETE" && method !== "GET") init.body = JSON.stringify(body);
  try {
    if (form.hasAttribute("data-job")) { await runJob(form, init); return; }
    const response = await fetch(url, init);
    const data = await response.json().catch(() => ({}));
    if (!response.ok) {
      toast(`${data.error || response.statusText}. ${data.hint || ""}`, true);
      if (data.report) show(form.getAttribute("data-show") || "", data.report);
      return;
    }
    const target = form.getAttribute("data-show");
    if (target) { show(target, data); toast("Done."); return; }
    const next = form.getAttribute("data-next") || "reload";
    if (next === "reload") window.location.reload();
    else window.location.assign(next);
  } catch (err) {
    toast(`The server could not be reached: ${err}`, true);
  } finally {
    if (button) button.disabled = false;
  }
}

document.addEventListener("submit", submit);
// The agent switcher: picking an agent shows the same page for it.
document.addEventListener("change", (event) => {
  if (event.target.matches("select[data-autosubmit]")) event.target.form.submit();
});
