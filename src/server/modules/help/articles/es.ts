import type { ArticleTexts } from '.';

export const es: ArticleTexts = {
  deposit_chain: {
    title: '¿Cómo deposito criptomonedas?',
    body: `Abre Depositar, elige Cripto y después la moneda y su red (para USDT: TRC20, ERC20 u OMNI). Envía a la dirección mostrada solo esa moneda y por esa red: las monedas enviadas por otra red no se pueden recuperar.

- En el navegador de tu app de billetera, toca «Enviar desde mi billetera» y confirma una sola transferencia. Nunca te pediremos aprobar un token.
- Desde cualquier otra billetera, envía a la dirección y pega el hash de la transacción (TxID) en «Ya pagué: pega el hash de la transacción».

Verificamos la transferencia en la blockchain y la abonamos en tu cuenta spot tras las confirmaciones de la red. Cada red tiene un depósito mínimo, indicado en la página. La plataforma no cobra comisión por depositar.`,
  },
  deposit_bank: {
    title: '¿Cómo funcionan la transferencia bancaria y el depósito rápido?',
    body: `Transferencia bancaria: abre Depositar, elige Transferencia bancaria y paga a la cuenta indicada. Escribe la referencia en el concepto de la transferencia para que podamos identificar tu pago; luego indica tu banco, número de tarjeta y nombre, y sube el comprobante.

Depósito rápido: paga a la cuenta indicada, escribe el importe que pagaste y sube el justificante.

En ambos casos el abono se hace cuando nuestro equipo comprueba el pago. Puedes seguirlos en Depósitos y retiros, y te enviamos un mensaje cuando se aprueban o se rechazan.`,
  },
  deposit_missing: {
    title: 'Mi depósito no ha llegado. ¿Qué hago?',
    body: `Abre Depósitos y retiros y busca el depósito:

- Confirmando: la red aún no ha dado suficientes confirmaciones. Se abona solo en cuanto las tenga.
- En revisión: una transferencia bancaria o un depósito rápido espera a nuestro equipo.
- Rechazado: el motivo aparece en el registro y en tus mensajes.

Si enviaste monedas y no hay ningún registro, envía el hash de la transacción en la página de Depositar. Comprueba que usaste la misma moneda y red que la dirección. Si aun así no aparece, mándanos tus comentarios con el hash.`,
  },
  withdraw_how: {
    title: '¿Cómo retiro fondos?',
    body: `Antes de tu primer retiro necesitas tres cosas: la verificación de identidad, una contraseña de fondos de 6 dígitos y una dirección de retiro guardada (o una tarjeta bancaria).

Abre Retirar, elige la moneda, la red y la dirección, e introduce el importe y tu contraseña de fondos. La página muestra la comisión y lo que recibirás.

- Como máximo 3 solicitudes de retiro al día.
- Cada moneda y red tiene un importe mínimo.
- El importe y la comisión quedan congelados mientras la solicitud está en revisión.
- Una vez aprobado, llega en un plazo de 48 horas.`,
  },
  withdraw_status: {
    title: '¿Por qué mi retiro está en revisión o fue rechazado?',
    body: `Revisamos cada retiro antes de enviarlo. Mientras está en revisión, el importe y la comisión siguen congelados en tu saldo: no puedes usarlos ni transferirlos.

Si se aprueba, llega en un plazo de 48 horas. Si se rechaza, el importe congelado y la comisión vuelven de inmediato a tu saldo disponible, y el motivo aparece en el registro y en un mensaje.

Puedes seguir cada solicitud en Depósitos y retiros.`,
  },
  withdraw_hold: {
    title: '¿Por qué mis retiros están retenidos 24 horas?',
    body: `Por tu seguridad, los retiros quedan retenidos 24 horas después de cambiar la contraseña de fondos, y los retiros a una tarjeta bancaria, 24 horas después de sustituirla. Si el cambio no lo hiciste tú, así tienes tiempo de darte cuenta y avisarnos.

La página de Retirar indica hasta cuándo dura la retención. Además, recibes un mensaje por cada cambio de seguridad.`,
  },
  verification_levels: {
    title: '¿Qué son la verificación básica y la avanzada?',
    body: `Verificación básica: tu país, nombre completo y número de DNI, licencia o pasaporte, tal como figuran en el documento.

Verificación avanzada: tu dirección de contacto y tres fotos: el anverso del documento, el reverso y tú sosteniéndolo. Se habilita cuando se aprueba la básica.

Cada nivel aparece como No verificado, En revisión o Verificado. La verificación es necesaria para retirar y para operar opciones con fondos reales (la cuenta demo no la necesita).`,
  },
  verification_rejected: {
    title: 'Rechazaron mi verificación. ¿Qué hago?',
    body: `El motivo aparece en la página de verificación y en tus mensajes. Corrige lo que indica y vuelve a enviarla.

Sobre las fotos:
- JPEG, PNG o WebP, sin superar el tamaño indicado bajo las fotos (5 MB por defecto).
- El documento completo, con las cuatro esquinas, sin reflejos y con el texto legible.
- En la foto sosteniendo el documento, tu cara y el documento deben verse con claridad.

Tus datos solo se usan para verificar tu identidad.`,
  },
  fees_trading: {
    title: '¿Cuáles son las comisiones de trading?',
    body: `- Spot: 0,1 % del importe en la moneda de cotización, en cada ejecución.
- Contratos perpetuos: 0,05 % del valor de la posición al abrirla y al cerrarla. No se cobran tasas de financiación.
- Opciones de entrega: 2 % de las ganancias de una orden ganadora; nada si pierdes o se te reembolsa.

La comisión de cada orden queda registrada en la orden y en tus movimientos de cuenta.`,
  },
  fees_deposit_withdraw: {
    title: '¿Hay comisiones por depositar o retirar?',
    body: `Depósitos: la plataforma no cobra comisión. La tarifa de red de una transferencia cripto la paga la billetera que envía.

Retiros: una comisión fija por moneda y red, que se descuenta de tu saldo junto con el importe. Para USDT es 1 en TRC20, 5 en ERC20 y 10 en OMNI. Antes de confirmar, la página de Retirar siempre muestra la comisión y el mínimo vigentes.`,
  },
  options_how: {
    title: '¿Cómo funcionan las opciones de entrega?',
    body: `Elige un par, un periodo (30, 60, 120 o 300 segundos) y una dirección:

- Sube gana si el precio final es más alto que el inicial.
- Baja gana si es más bajo.
- Estable gana si se mantiene dentro de la banda que muestra el formulario.

Tu importe (de 10 a 50.000 USDT) se congela al aceptarse la orden. Si ganas, recibes tu importe más la rentabilidad del periodo (del 80 % al 90 %), menos una comisión del 2 % de la ganancia. Si pierdes, pierdes el importe. Si el precio termina exactamente donde empezó, las órdenes Sube y Baja se reembolsan.`,
  },
  options_settlement: {
    title: '¿Cómo se liquida una opción? ¿Alguien puede cambiar el resultado?',
    body: `No. Los precios vienen de la fuente de mercado y cada precio que usamos queda registrado. El precio de apertura es el índice en el momento en que se acepta tu orden. El de cierre es la mediana de los ticks del índice registrados en los últimos 2 segundos del periodo, así que un tick aislado no puede decidirlo.

Cada orden liquidada muestra sus precios de apertura y cierre y los ticks con los que se liquidó. Nadie, ni siquiera nuestro equipo, puede elegir un resultado.`,
  },
  options_demo: {
    title: '¿Qué es la cuenta demo?',
    body: `La cuenta demo te permite practicar opciones con los mismos precios y reglas que la real, con un saldo demo aparte. Puedes recargar el saldo demo cuando quieras desde la pantalla de opciones.

Los fondos demo no son dinero real: nunca se pueden transferir a una cuenta real ni retirar. Para operar con fondos reales necesitas verificar tu identidad.`,
  },
  contract_basics: {
    title: '¿Cómo funcionan los contratos perpetuos?',
    body: `Abres una posición larga si esperas que el precio suba, o corta si esperas que baje, en lotes (mínimo 1). Cada par tiene una cantidad fija de moneda por lote.

- Margen = cantidad × precio ÷ apalancamiento, reservado de tu cuenta de contratos.
- Aislado: solo arriesgas el margen de esa posición. Cruzado: toda tu cuenta de contratos la respalda.
- Las órdenes a mercado se ejecutan al instante; las limitadas esperan a que el precio de marca llegue a tu precio.
- El take profit y el stop loss cierran la posición cuando el precio de marca los alcanza.`,
  },
  contract_liquidation: {
    title: '¿Qué es la liquidación y cómo la evito?',
    body: `Cada posición muestra su precio de liquidación. Si el precio de marca lo alcanza, se cancelan tus órdenes pendientes de ese par y la posición se cierra a ese precio. Una posición aislada nunca pierde más que su margen; una cruzada, nunca más que tu cuenta de contratos.

Para alejarte de ella:
- usa menos apalancamiento;
- añade margen a una posición aislada (el precio de liquidación se aleja);
- pon un stop loss.

Te avisamos con un mensaje cuando se liquida una posición o se activa un take profit o un stop loss.`,
  },
  finance_how: {
    title: '¿Cómo generan intereses los depósitos a plazo?',
    body: `Elige un producto (plazo en días, tasa diaria y mínimo) y el importe. El capital queda bloqueado en tu cuenta de Finanzas durante todo el plazo.

Los intereses empiezan a contar el día siguiente a la suscripción y se abonan en tu cuenta de Finanzas una vez al día. Al vencer el plazo, se te devuelve el capital.

Ejemplo: 10.000 USDT al 0,4 % diario durante 15 días generan 600 USDT en total.`,
  },
  finance_early: {
    title: '¿Puedo rescatar antes? ¿Cómo se calcula la penalización?',
    body: `Sí. La penalización es la tasa de penalización del producto × los días que faltan × el capital, y nunca supera el capital. Se descuenta del capital; los intereses ya pagados siguen siendo tuyos.

Ejemplo: 1.000 USDT con 3 días por delante al 0,4 %: penalización 0,4 % × 3 × 1.000 = 12, reembolso 988.

Antes de confirmar, la pantalla te muestra la penalización y el reembolso exactos, y eso es lo que recibes.`,
  },
  c2c_buy: {
    title: '¿Cómo compro monedas con Trading P2P?',
    body: `Elige el anuncio de un comerciante e introduce el importe. Las monedas del comerciante quedan en garantía desde el momento en que haces el pedido.

- Paga al comerciante en 30 minutos con los datos de pago que se muestran y toca «Ya pagué». Tócalo solo cuando hayas pagado de verdad.
- El comerciante comprueba el pago y libera las monedas a tu cuenta.
- Si no confirmas el pago en 30 minutos, el pedido se cancela automáticamente.

Puedes cancelar mientras pagas, pero tras 3 cancelaciones en un día no podrás hacer pedidos nuevos hasta el día siguiente.`,
  },
  c2c_sell: {
    title: '¿Cómo vendo monedas con Trading P2P?',
    body: `Primero guarda una tarjeta bancaria: el comerciante paga a la tarjeta que guardaste para retiros. Elige un anuncio de compra de un comerciante e introduce la cantidad; tus monedas quedan congeladas en garantía.

Cuando el comerciante marque el pedido como pagado, comprueba que el dinero ha llegado de verdad a tu cuenta y libera las monedas con tu contraseña de fondos. Nunca liberes antes de tener el dinero: una liberación no se puede deshacer.`,
  },
  c2c_appeal: {
    title: 'La otra parte no responde. ¿Cómo apelo?',
    body: `Primero usa el chat del pedido; puedes enviar imágenes, como el comprobante de pago.

Si el pedido está marcado como pagado y las monedas no se liberan, cualquiera de las dos partes puede apelar 15 minutos después del pago. Un operador revisa el pedido y el chat, y después libera las monedas al comprador o cancela el pedido y devuelve la garantía. La decisión y su motivo aparecen en el pedido, y ambas partes reciben un mensaje.`,
  },
  security_fund_password: {
    title: '¿Qué es la contraseña de fondos?',
    body: `La contraseña de fondos es un número de 6 dígitos, distinto de tu contraseña de inicio de sesión. Confirma los retiros, las nuevas direcciones de retiro y tarjetas bancarias, y las liberaciones P2P.

Puedes configurarla o cambiarla en Configuración › Contraseña de fondos. Tras un cambio, los retiros quedan retenidos 24 horas por tu seguridad.

No se la digas a nadie: nuestro equipo nunca te la pedirá.`,
  },
  security_wallet: {
    title: '¿Es seguro iniciar sesión con una billetera?',
    body: `Iniciar sesión con una billetera ERC o TRC solo te pide firmar un mensaje. No mueve dinero y nunca te pediremos aprobar un token ni conceder una autorización de gasto. Si una página te pide aprobar un token en nuestro nombre, detente: no somos nosotros.

Un depósito desde tu billetera te pide confirmar una sola transferencia, a la dirección que muestra la página de Depositar. Si cambias de cuenta o de red en tu billetera, la app lo detecta al instante.`,
  },
  security_account: {
    title: '¿Cómo mantengo segura mi cuenta?',
    body: `- Usa una contraseña de inicio de sesión de al menos 6 caracteres que no uses en ningún otro sitio, y cámbiala en Configuración si sospechas algo.
- Vincula un correo o un teléfono: así, cambiar direcciones, tarjetas bancarias o la contraseña de fondos requiere un código.
- Lee tus mensajes: te avisamos de cada inicio de sesión desde un dispositivo nuevo y de cada cambio de seguridad.

Si ves un cambio que no hiciste tú, cambia tus contraseñas y contacta con soporte de inmediato.`,
  },
};
