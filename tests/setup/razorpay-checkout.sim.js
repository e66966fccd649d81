// The simulated Razorpay Checkout, served by tests/setup/razorpay-simulator.ts at RAZORPAY_CHECKOUT_URL in browser
// tests. It offers what a page uses of the real script: `new Razorpay(options)`, `.on("payment.failed", fn)` and
// `.open()`. open() shows a small modal dialog with Pay and Cancel. Pay asks the simulator for a payment on
// options.order_id and calls options.handler({razorpay_payment_id, razorpay_order_id, razorpay_signature}), signed
// as Razorpay signs it; a failed payment calls the payment.failed handlers with {error}. Cancel and Escape call
// options.modal.ondismiss(). Styles are set through the DOM, which a page's style-src policy allows.
(() => {
  const SIMULATOR = "__SIMULATOR_ORIGIN__";

  function rupees(paise) {
    const value = Number(paise) / 100;
    return `₹${value.toLocaleString("en-IN", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
  }

  function style(element, rules) {
    for (const [name, value] of Object.entries(rules)) element.style.setProperty(name, value);
    return element;
  }

  function button(label, primary) {
    const b = document.createElement("button");
    b.type = "button";
    b.textContent = label;
    return style(b, {
      font: "inherit",
      padding: "0.6rem 1.2rem",
      "border-radius": "6px",
      border: "2px solid #0b3d91",
      background: primary ? "#0b3d91" : "#ffffff",
      color: primary ? "#ffffff" : "#0b3d91",
      cursor: "pointer",
    });
  }

  class Razorpay {
    constructor(options) {
      if (!options?.key) throw new Error("Razorpay: options.key is required");
      this.options = options;
      this.failedHandlers = [];
    }

    on(event, handler) {
      if (event === "payment.failed") this.failedHandlers.push(handler);
    }

    open() {
      const options = this.options;
      const opener = document.activeElement;
      const dialog = style(document.createElement("dialog"), {
        "font-family": "system-ui, sans-serif",
        color: "#1a1a1a",
        background: "#ffffff",
        border: "1px solid #555555",
        "border-radius": "10px",
        padding: "1.5rem",
        "max-width": "22rem",
      });
      dialog.setAttribute("aria-labelledby", "razorpay-simulator-title");
      dialog.setAttribute("aria-describedby", "razorpay-simulator-amount");
      dialog.dataset.razorpaySimulator = "";

      const title = document.createElement("h2");
      title.id = "razorpay-simulator-title";
      title.textContent = "Razorpay (simulated checkout)";
      style(title, { "font-size": "1.15rem", margin: "0 0 0.75rem" });
      const amount = document.createElement("p");
      amount.id = "razorpay-simulator-amount";
      amount.textContent = `${options.name || "Payment"}: ${rupees(options.amount)} ${options.currency || "INR"}`;
      const order = document.createElement("p");
      order.textContent = `Order ${options.order_id || "(none)"}`;
      style(order, { "font-size": "0.85rem", color: "#444444" });
      const status = document.createElement("p");
      status.setAttribute("role", "status");
      const actions = style(document.createElement("div"), { display: "flex", gap: "0.75rem" });
      const pay = button("Pay", true);
      const cancel = button("Cancel", false);
      actions.append(pay, cancel);
      dialog.append(title, amount, order, status, actions);
      document.body.append(dialog);

      let settled = false;
      const close = () => {
        settled = true;
        dialog.close();
        dialog.remove();
        if (opener && typeof opener.focus === "function" && opener.isConnected) opener.focus();
      };
      const dismiss = () => {
        if (settled) return;
        close();
        if (typeof options.modal?.ondismiss === "function") options.modal.ondismiss();
      };
      dialog.addEventListener("cancel", (event) => {
        event.preventDefault();
        dismiss();
      });
      cancel.addEventListener("click", dismiss);
      pay.addEventListener("click", async () => {
        pay.disabled = true;
        cancel.disabled = true;
        status.textContent = "Processing payment…";
        let answer;
        try {
          const response = await fetch(`${SIMULATOR}/_simulator/checkout/pay`, {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify({ key: options.key, order_id: options.order_id }),
          });
          answer = await response.json();
        } catch (error) {
          answer = { ok: false, error: { code: "NETWORK_ERROR", description: String(error) } };
        }
        close();
        if (answer.ok) {
          if (typeof options.handler === "function") options.handler(answer.response);
        } else {
          for (const handler of this.failedHandlers) handler({ error: answer.error });
        }
      });
      dialog.showModal();
      pay.focus();
    }
  }

  window.Razorpay = Razorpay;
})();
