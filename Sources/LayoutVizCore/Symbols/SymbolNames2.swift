import Foundation

// The second half of the symbol table's base names, and the full names with drawings of their
// own (SymbolTable.swift explains the format).

extension SymbolTable {
    /// Base names, second half.
    static let baseLinesSecond = """
alarm m:alarm:e855 m:alarm:e855
timer m:timer:e425 m:timer:e425
stopwatch m:timer:e425 m:timer:e425
hourglass m:hourglass_empty:e88b m:hourglass_full:e88c
timelapse m:timelapse:e422 m:timelapse:e422
person h m:person:e7fd
person.2 h m:people:e7fb
person.3 m:groups:f233 m:groups:f233
person.3.sequence m:groups:f233 m:groups:f233
person.crop.circle h m:account_circle:e853
person.crop.square m:account_box:e851 m:account_box:e851
person.crop.rectangle m:badge:ea67 m:badge:ea67
person.badge.plus h m:person_add:e7fe
person.badge.minus m:person_remove:ef66 m:person_remove:ef66
person.badge.key m:manage_accounts:f02e m:manage_accounts:f02e
person.crop.circle.badge.plus m:person_add:e7fe m:person_add:e7fe
person.crop.circle.badge.xmark m:person_off:e510 m:person_off:e510
person.crop.circle.badge.checkmark m:how_to_reg:e174 m:how_to_reg:e174
person.crop.circle.badge.exclamationmark m:person_off:e510 m:person_off:e510
person.text.rectangle m:badge:ea67 m:badge:ea67
person.and.background.dotted m:person:e7fd m:person:e7fd
figure.walk m:directions_walk:e536 m:directions_walk:e536
figure.run m:directions_run:e566 m:directions_run:e566
figure.stand m:accessibility:e84e m:accessibility:e84e
brain.head.profile m:psychology:ea4a m:psychology:ea4a
brain m:psychology:ea4a m:psychology:ea4a
face.smiling m:sentiment_satisfied_alt:e0ed m:emoji_emotions:ea22
house h m:home:e88a
building.2 m:apartment:ea40 m:apartment:ea40
server.rack m:dns:e875 m:dns:e875
plus.magnifyingglass m:zoom_in:e8ff m:zoom_in:e8ff
play.rectangle mc:smart_display:f06a m:smart_display:f06a
rainbow m:looks:e3fc m:looks:e3fc
text.badge.star m:grading:ea4f m:grading:ea4f
building.columns m:account_balance:e84f m:account_balance:e84f
homekit m:home:e88a m:home:e88a
storefront m:storefront:ea12 m:storefront:ea12
bed.double m:bed:efdf m:bed:efdf
sofa m:chair:efed m:chair:efed
chair m:chair:efed m:chair:efed
lightbulb m:lightbulb_outline:e90f m:lightbulb:e0f0
flashlight.off m:flashlight_off:f00a m:flashlight_off:f00a
flashlight.on m:flashlight_on:f00b m:flashlight_on:f00b
heart h m:favorite:e87d
suit.heart m:favorite_border:e87e m:favorite:e87d
star h m:star:e838
star.leadinghalf.filled m:star_half:e839 m:star_half:e839
sparkles m:auto_awesome:e65f m:auto_awesome:e65f
sparkle m:auto_awesome:e65f m:auto_awesome:e65f
crown d:crown:f1a5 d:crown:f1a5
trophy d:trophy-outline:f53a d:trophy:f538
medal m:military_tech:ea3f m:military_tech:ea3f
rosette m:workspace_premium:e7af m:workspace_premium:e7af
gift mc:card_giftcard:e8f6 m:redeem:e8b1
giftcard mc:card_giftcard:e8f6 m:card_giftcard:e8f6
flag h m:flag:e153
flag.checkered m:sports_score:f06e m:sports_score:f06e
bag mc:shopping_bag:f1cc m:shopping_bag:f1cc
bag.badge.plus m:add_shopping_cart:e854 m:add_shopping_cart:e854
cart h m:shopping_cart:e8cc
cart.badge.plus m:add_shopping_cart:e854 m:add_shopping_cart:e854
basket m:shopping_basket:e8cb m:shopping_basket:e8cb
creditcard h m:credit_card:e870
wallet.pass m:account_balance_wallet:e850 m:account_balance_wallet:e850
banknote m:payments:ef63 m:payments:ef63
shippingbox h m:inventory_2:e1a1
box.truck mc:local_shipping:e558 m:local_shipping:e558
truck.box mc:local_shipping:e558 m:local_shipping:e558
car m:directions_car:e531 m:directions_car:e531
bus m:directions_bus:e530 m:directions_bus:e530
tram m:tram:e571 m:tram:e571
train.side.front.car m:train:e570 m:train:e570
bicycle m:directions_bike:e52f m:directions_bike:e52f
airplane m:flight:e539 m:flight:e539
fuelpump m:local_gas_station:e546 m:local_gas_station:e546
fork.knife m:restaurant:e56c m:restaurant:e56c
cup.and.saucer m:local_cafe:e541 m:local_cafe:e541
mug m:coffee:efef m:coffee:efef
takeoutbag.and.cup.and.straw m:takeout_dining:ea74 m:takeout_dining:ea74
carrot d:carrot:f10f d:carrot:f10f
leaf mc:eco:ea35 m:eco:ea35
leaf.arrow.circlepath m:recycling:e760 m:recycling:e760
tree m:park:ea63 m:park:ea63
pawprint m:pets:e91d m:pets:e91d
bird m:flutter_dash:e00b m:flutter_dash:e00b
hare m:speed:e9e4 m:speed:e9e4
tortoise m:slow_motion_video:e068 m:slow_motion_video:e068
ant m:bug_report:e868 m:bug_report:e868
ladybug m:bug_report:e868 m:bug_report:e868
fish m:set_meal:f1ea m:set_meal:f1ea
flame mc:local_fire_department:ef55 m:local_fire_department:ef55
drop mc:water_drop:e798 m:water_drop:e798
snowflake m:ac_unit:eb3b m:ac_unit:eb3b
snow m:ac_unit:eb3b m:ac_unit:eb3b
sun.max mc:wb_sunny:e430 m:wb_sunny:e430
sun.min m:light_mode:e518 m:light_mode:e518
sunrise d:weather-sunset-up:f59c d:weather-sunset-up:f59c
sunset d:weather-sunset-down:f59b d:weather-sunset-down:f59b
moon mc:dark_mode:e51c m:dark_mode:e51c
moon.stars m:nights_stay:ea46 m:nights_stay:ea46
moon.zzz m:bedtime:ef44 m:bedtime:ef44
cloud mc:cloud:e2bd m:cloud:e2bd
cloud.sun d:weather-partlycloudy:f595 d:weather-partlycloudy:f595
cloud.rain d:weather-rainy:f597 d:weather-rainy:f597
cloud.heavyrain d:weather-pouring:f596 d:weather-pouring:f596
cloud.sun.rain d:weather-rainy:f597 d:weather-rainy:f597
cloud.sun.bolt d:weather-lightning:f593 d:weather-lightning:f593
cloud.bolt d:weather-lightning:f593 d:weather-lightning:f593
cloud.bolt.rain m:thunderstorm:ebdb m:thunderstorm:ebdb
cloud.drizzle d:weather-rainy:f597 d:weather-rainy:f597
cloud.snow d:weather-snowy:f598 d:weather-snowy:f598
cloud.fog d:weather-fog:f591 d:weather-fog:f591
wind d:weather-windy:f59d d:weather-windy:f59d
tornado m:storm:f070 m:storm:f070
hurricane m:storm:f070 m:storm:f070
cloud.moon d:weather-night:f594 d:weather-night:f594
cloud.hail d:weather-hail:f592 d:weather-hail:f592
cloud.sleet d:weather-snowy:f598 d:weather-snowy:f598
smoke m:foggy:e818 m:foggy:e818
sun.haze m:foggy:e818 m:foggy:e818
cloud.moon.rain d:weather-rainy:f597 d:weather-rainy:f597
thermometer m:thermostat:f076 m:thermostat:f076
thermometer.sun m:thermostat:f076 m:thermostat:f076
thermometer.medium d:thermometer:f50f d:thermometer:f50f
thermometer.low d:thermometer:f50f d:thermometer:f50f
thermometer.high d:thermometer:f50f d:thermometer:f50f
thermometer.snowflake d:thermometer:f50f d:thermometer:f50f
umbrella m:umbrella:f1ad m:umbrella:f1ad
humidity m:water_drop:e798 m:water_drop:e798
icloud mc:cloud:e2bd m:cloud:e2bd
icloud.and.arrow.up m:cloud_upload:e2c3 m:cloud_upload:e2c3
icloud.and.arrow.down m:cloud_download:e2c0 m:cloud_download:e2c0
play h m:play_arrow:e037
pause h m:pause:e034
stop m:stop:e047 m:stop:e047
playpause m:play_arrow:e037 m:play_arrow:e037
forward m:fast_forward:e01f m:fast_forward:e01f
backward m:fast_rewind:e020 m:fast_rewind:e020
forward.end m:skip_next:e044 m:skip_next:e044
backward.end m:skip_previous:e045 m:skip_previous:e045
goforward m:redo:e15a m:redo:e15a
gobackward m:undo:e166 m:undo:e166
goforward.10 m:forward_10:e056 m:forward_10:e056
gobackward.10 m:replay_10:e059 m:replay_10:e059
goforward.15 m:forward_10:e056 m:forward_10:e056
gobackward.15 m:replay_10:e059 m:replay_10:e059
goforward.30 m:forward_30:e057 m:forward_30:e057
gobackward.30 m:replay_30:e05a m:replay_30:e05a
repeat.1 m:repeat_one:e041 m:repeat_one:e041
record.circle m:radio_button_checked:e837 m:radio_button_checked:e837
speaker m:volume_mute:e04e m:volume_mute:e04e
speaker.wave.1 m:volume_down:e04d m:volume_down:e04d
speaker.wave.2 m:volume_up:e050 m:volume_up:e050
speaker.wave.3 m:volume_up:e050 m:volume_up:e050
speaker.slash m:volume_off:e04f m:volume_off:e04f
music.note m:music_note:e405 m:music_note:e405
music.note.list m:queue_music:e03d m:queue_music:e03d
music.mic m:mic_external_on:ef5a m:mic_external_on:ef5a
mic m:mic_none:e02a m:mic:e029
microphone m:mic_none:e02a m:mic:e029
mic.slash m:mic_off:e02b m:mic_off:e02b
headphones m:headphones:f01f m:headphones:f01f
beats.headphones m:headset:e310 m:headset:e310
waveform m:graphic_eq:e1b8 m:graphic_eq:e1b8
radio m:radio:e03e m:radio:e03e
tv m:tv:e333 m:tv:e333
display m:desktop_windows:e30c m:desktop_windows:e30c
film m:movie:e02c m:movie:e02c
film.stack m:video_library:e04a m:video_library:e04a
movieclapper m:movie_creation:e404 m:movie_creation:e404
theatermasks m:theater_comedy:ea66 m:theater_comedy:ea66
video m:videocam:e04b m:videocam:e04b
video.slash m:videocam_off:e04c m:videocam_off:e04c
video.badge.plus m:video_call:e070 m:video_call:e070
camera h m:photo_camera:e412
camera.aperture m:camera:e3af m:camera:e3af
camera.macro m:local_florist:e545 m:local_florist:e545
camera.badge.ellipsis m:add_a_photo:e439 m:add_a_photo:e439
camera.rotate m:flip_camera_ios:ea38 m:flip_camera_ios:ea38
camera.viewfinder m:camera_enhance:e8fc m:camera_enhance:e8fc
photo h m:image:e3f4
photo.on.rectangle m:photo_library:e413 m:photo_library:e413
photo.on.rectangle.angled m:collections:e3b6 m:collections:e3b6
photo.stack m:photo_library:e413 m:photo_library:e413
photo.badge.plus m:add_photo_alternate:e43e m:add_photo_alternate:e43e
photo.artframe m:wallpaper:e1bc m:wallpaper:e1bc
paintbrush m:brush:e3ae m:brush:e3ae
paintbrush.pointed m:brush:e3ae m:brush:e3ae
paintpalette mc:palette:e40a m:palette:e40a
eyedropper m:colorize:e3b8 m:colorize:e3b8
eyedropper.full m:colorize:e3b8 m:colorize:e3b8
eyedropper.halffull m:colorize:e3b8 m:colorize:e3b8
pencil m:edit:e3c9 m:edit:e3c9
pencil.line m:border_color:e22b m:border_color:e22b
pencil.and.outline m:border_color:e22b m:border_color:e22b
pencil.tip m:create:e150 m:create:e150
highlighter m:border_color:e22b m:border_color:e22b
scribble m:gesture:e155 m:gesture:e155
scribble.variable m:draw:e746 m:draw:e746
eraser d:eraser:f1fe d:eraser:f1fe
scissors m:content_cut:e14e m:content_cut:e14e
wand.and.stars m:auto_fix_high:e663 m:auto_fix_high:e663
wand.and.rays m:auto_fix_normal:e664 m:auto_fix_normal:e664
wand.and.rays.inverse m:auto_fix_normal:e664 m:auto_fix_normal:e664
textformat m:text_format:e165 m:text_format:e165
textformat.size m:format_size:e245 m:format_size:e245
textformat.size.larger m:text_increase:eae2 m:text_increase:eae2
textformat.size.smaller m:text_decrease:eadd m:text_decrease:eadd
bold m:format_bold:e238 m:format_bold:e238
italic m:format_italic:e23f m:format_italic:e23f
underline m:format_underlined:e249 m:format_underlined:e249
text.alignleft m:format_align_left:e236 m:format_align_left:e236
text.aligncenter m:format_align_center:e234 m:format_align_center:e234
text.alignright m:format_align_right:e237 m:format_align_right:e237
iphone h m:smartphone:e32c
ipad m:tablet_mac:e331 m:tablet_mac:e331
laptopcomputer m:laptop_mac:e320 m:laptop_mac:e320
desktopcomputer m:desktop_mac:e30b m:desktop_mac:e30b
macbook.and.iphone m:devices:e1b1 m:devices:e1b1
applewatch m:watch:e334 m:watch:e334
candybarphone m:phone_android:e324 m:phone_android:e324
printer m:print:e8ad m:print:e8ad
gamecontroller m:sports_esports:ea28 m:sports_esports:ea28
headphones.circle m:headphones:f01f m:headphones:f01f
phone mc:phone:e0cd m:phone:e0cd
phone.arrow.up.right m:phone_forwarded:e61c m:phone_forwarded:e61c
phone.down m:call_end:e0b1 m:call_end:e0b1
video.circle m:videocam:e04b m:videocam:e04b
wrench m:build:e869 m:build:e869
wrench.and.screwdriver m:handyman:f10b m:handyman:f10b
hammer m:construction:ea3c m:construction:ea3c
screwdriver m:hardware:ea59 m:hardware:ea59
gauge m:speed:e9e4 m:speed:e9e4
gauge.badge.plus m:speed:e9e4 m:speed:e9e4
speedometer m:speed:e9e4 m:speed:e9e4
dial m:tune:e429 m:tune:e429
chart.bar m:bar_chart:e26b m:bar_chart:e26b
chart.bar.xaxis m:insert_chart_outlined:e26a m:insert_chart:e24b
chart.pie m:pie_chart_outline:f044 m:pie_chart:e6c4
chart.line.uptrend.xyaxis h m:show_chart:e6e1
chart.xyaxis.line m:show_chart:e6e1 m:show_chart:e6e1
waveform.path.ecg m:monitor_heart:eaa2 m:monitor_heart:eaa2
heart.text.square m:monitor_heart:eaa2 m:monitor_heart:eaa2
cross m:local_hospital:e548 m:local_hospital:e548
cross.case m:medical_services:f109 m:medical_services:f109
pills m:medication:f033 m:medication:f033
bandage m:healing:e3f3 m:healing:e3f3
stethoscope m:medical_services:f109 m:medical_services:f109
atom m:science:ea4b m:science:ea4b
flask m:science:ea4b m:science:ea4b
graduationcap m:school:e80c m:school:e80c
backpack m:backpack:f19c m:backpack:f19c
puzzlepiece m:extension:e87b m:extension:e87b
puzzlepiece.extension m:extension:e87b m:extension:e87b
comb m:content_cut:e14e m:content_cut:e14e
dumbbell m:fitness_center:eb43 m:fitness_center:eb43
sportscourt m:sports_basketball:ea26 m:sports_basketball:ea26
soccerball m:sports_soccer:ea2f m:sports_soccer:ea2f
basketball m:sports_basketball:ea26 m:sports_basketball:ea26
football m:sports_football:ea29 m:sports_football:ea29
tennis.racket m:sports_tennis:ea32 m:sports_tennis:ea32
figure.wave m:waving_hand:e766 m:waving_hand:e766
apple.logo d:apple:f035 d:apple:f035
applelogo d:apple:f035 d:apple:f035
swift m:code:e86f m:code:e86f
xbox.logo m:sports_esports:ea28 m:sports_esports:ea28
accessibility m:accessibility_new:e92c m:accessibility_new:e92c
questionmark.diamond m:help_center:f1c0 m:help_center:f1c0
xmark.octagon m:report:e160 m:report:e160
exclamationmark.octagon m:report:e160 m:report:e160
exclamationmark.triangle m:warning_amber:f083 m:warning:e002
checkmark.seal mc:verified:ef76 m:verified:ef76
checkmark.rectangle m:check_box:e834 m:check_box:e834
menucard m:restaurant_menu:e561 m:restaurant_menu:e561
list.bullet.rectangle.portrait m:list_alt:e0ee m:list_alt:e0ee
square.and.arrow.up.on.square m:ios_share:e6b8 m:ios_share:e6b8
arrowshape.turn.up.backward mc:reply:e15e m:reply:e15e
"""

    /// Full names (variants included) with a drawing of their own.
    static let exactLines = """
location.circle m:my_location:e55c
arrow.up.circle m:arrow_circle_up:f182
circle.lefthalf.filled m:contrast:eb37
circle.righthalf.filled m:contrast:eb37
plus.circle h
plus.circle.fill m:add_circle:e147
minus.circle m:remove_circle_outline:e15d
minus.circle.fill m:remove_circle:e15c
xmark.circle h
xmark.circle.fill m:cancel:e5c9
checkmark.circle h
checkmark.circle.fill m:check_circle:e86c
info.circle h
info.circle.fill m:info:e88e
questionmark.circle m:help_outline:e8fd
questionmark.circle.fill m:help:e887
exclamationmark.circle m:error_outline:e001
exclamationmark.circle.fill m:error:e000
person.circle h
person.circle.fill m:account_circle:e853
person.crop.circle.fill m:account_circle:e853
play.circle m:play_circle_outline:e039
play.circle.fill m:play_circle_filled:e038
pause.circle m:pause_circle_outline:e036
pause.circle.fill m:pause_circle_filled:e035
stop.circle m:stop_circle:ef71
stop.circle.fill m:stop_circle:ef71
ellipsis.circle h
ellipsis.circle.fill m:pending:ef64
dollarsign.circle h
dollarsign.circle.fill m:monetization_on:e263
checkmark.square m:check_box:e834
checkmark.square.fill m:check_box:e834
square.fill m:stop:e047
circle.fill m:circle:ef4a
checkmark.seal.fill m:verified:ef76
xmark.octagon.fill m:report:e160
exclamationmark.octagon.fill m:report:e160
plus.app m:add_box:e146
plus.app.fill m:add_box:e146
plus.square m:add_box:e146
plus.square.fill m:add_box:e146
plus.rectangle m:add_box:e146
plus.rectangle.fill m:add_box:e146
xmark.square m:disabled_by_default:f230
xmark.square.fill m:disabled_by_default:f230
arrow.right.circle.fill m:arrow_circle_right:eaaa
arrow.left.circle.fill m:arrow_circle_left:eaa7
chevron.down.circle.fill m:expand_circle_down:e7cd
largecircle.fill.circle m:radio_button_checked:e837
circle.circle.fill m:radio_button_checked:e837
record.circle.fill m:radio_button_checked:e837
eye.slash m:visibility_off:e8f5
eye.slash.fill m:visibility_off:e8f5
bell.slash m:notifications_off:e7f6
bell.slash.fill m:notifications_off:e7f6
mic.slash m:mic_off:e02b
mic.slash.fill m:mic_off:e02b
video.slash m:videocam_off:e04c
video.slash.fill m:videocam_off:e04c
speaker.slash m:volume_off:e04f
speaker.slash.fill m:volume_off:e04f
wifi.slash m:wifi_off:e648
location.slash m:location_disabled:e1b6
location.slash.fill m:location_disabled:e1b6
bolt.slash m:flash_off:e3e6
bolt.slash.fill m:flash_off:e3e6
lock.slash m:no_encryption:e641
cart.badge.plus m:add_shopping_cart:e854
bag.fill.badge.plus m:add_shopping_cart:e854
person.fill.badge.plus m:person_add:e7fe
person.crop.circle.fill.badge.checkmark m:how_to_reg:e174
person.badge.key.fill m:manage_accounts:f02e
square.and.arrow.up.circle m:ios_share:e6b8
arrow.clockwise.circle m:refresh:e5d5
arrow.counterclockwise.circle m:replay:e042
arrow.uturn.backward.circle m:undo:e166
wifi.circle m:wifi:e63e
eye.slash.circle m:visibility_off:e8f5
lock.circle m:lock:e897
"""
}
